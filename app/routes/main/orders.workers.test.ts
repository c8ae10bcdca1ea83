/**
 * /main/orders and /main/admin/orders as a browser without script uses them: real form posts to
 * the routes' actions (real D1), checked with the schemas of app/shared/orders/forms.ts. A refusal
 * answers 4xx with its translated message beside its field and the form filled again as typed,
 * and writes nothing.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE, postForm, signIn, type TestUser } from "../../../tests/workers/session";
import { readyReport, seedPincodes, topUp } from "../../../tests/workers/fixtures";

/** The <input> or <textarea> tag of the field `name` in a page. */
function inputOf(html: string, name: string): string {
  return new RegExp(`<(?:input|textarea)[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? "";
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

const orderForm = (job: string, overrides: Record<string, string> = {}) => ({
  intent: "order",
  job_id: job,
  copies: "2",
  recipient_name: "Meera Sharma",
  phone: "98765 43210",
  address: "12 MG Road, Civil Lines",
  city: "Jaipur",
  pincode: "302001",
  idempotency_key: crypto.randomUUID(),
  ...overrides,
});

const ordersOf = (user: TestUser) =>
  env.DB.prepare("SELECT uid, copies, pincode, status FROM orders WHERE user_id = ?")
    .bind(user.uid)
    .all<{ uid: string; copies: number; pincode: string; status: string }>()
    .then((rows) => rows.results);

async function admin(): Promise<TestUser> {
  const user = await signIn({ name: "Ada Admin" });
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE uid = ?").bind(user.uid).run();
  return user;
}

beforeAll(async () => {
  // The Worker's first request builds the app: not within a test's 5 s on a busy machine.
  await exports.default.fetch(new Request(`${BASE}/main/orders`, { headers: { Cookie: (await signIn()).cookie } }));
  await seedPincodes();
}, 60_000);

describe("New order without script", () => {
  it("places the order typed, copies read from the form's text", async () => {
    const user = await signIn();
    const res = await postForm("/main/orders", orderForm(await readyReport(user.uid)), user);
    expect(res.status).toBe(200);
    expect(await ordersOf(user)).toMatchObject([{ copies: 2, pincode: "302001", status: "placed" }]);
  });

  it.each([
    ["pincode", { pincode: "012345" }, "Enter a 6-digit PIN code that does not start with 0."],
    ["copies", { copies: "11" }, "Copies must be a whole number from 1 to 10."],
    ["copies", { copies: "two" }, "Copies must be a whole number from 1 to 10."],
  ])("refuses a bad %s beside its field, keeps what was typed and places nothing", async (field, bad, message) => {
    const user = await signIn();
    const res = await postForm("/main/orders", orderForm(await readyReport(user.uid), bad), user);
    expect(res.status).toBe(400);
    const html = await res.text();
    // The message is the field's own: the input names it with aria-describedby.
    const described = attribute(inputOf(html, field), "aria-describedby");
    expect(described).toBeTruthy();
    expect(html).toContain(`id="${described}" class="mt-1 block text-sm text-red-700">${message}</span>`);
    expect(html).toContain('value="Meera Sharma"');
    expect(await ordersOf(user)).toEqual([]);
  });

  it("says it in Hindi to a Hindi reader", async () => {
    const user = await signIn();
    const res = await postForm("/main/orders", orderForm(await readyReport(user.uid), { copies: "0" }), user, "hi");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("प्रतियाँ 1 से 10 तक की पूर्ण संख्या होनी चाहिए।");
  });

  it("refuses another astrologer's report by the service's rule, at the report, placing nothing", async () => {
    const [owner, other] = [await signIn(), await signIn()];
    const res = await postForm("/main/orders", orderForm(await readyReport(owner.uid)), other);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await ordersOf(other)).toEqual([]);
  });

  it("refuses cancelling an order that is not one's own, above the list", async () => {
    const [owner, other] = [await signIn(), await signIn()];
    await postForm("/main/orders", orderForm(await readyReport(owner.uid)), owner);
    const [order] = await ordersOf(owner);
    const res = await postForm("/main/orders", { intent: "cancel", order_id: order!.uid }, other);
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/role="alert"[^>]*>[^<]+</);
    expect((await ordersOf(owner))[0]!.status).toBe("placed");
  });
});

describe("the admin's queue without script", () => {
  const zone = (name: string) =>
    env.DB.prepare("SELECT price_paise, min_days, max_days, active FROM delivery_zones WHERE zone = ?")
      .bind(name)
      .first();

  it("saves a zone's price typed in rupees as paise, unticked as inactive", async () => {
    const before = await zone("remote");
    const res = await postForm(
      "/main/admin/orders",
      { intent: "zone", zone: "remote", price: "149.50", min_days: "7", max_days: "12" },
      await admin(),
    );
    expect(res.status).toBe(200);
    expect(await zone("remote")).toEqual({ price_paise: 14950, min_days: 7, max_days: 12, active: 0 });
    await env.DB.prepare("UPDATE delivery_zones SET price_paise = ?, active = ? WHERE zone = 'remote'")
      .bind(before!.price_paise, before!.active)
      .run();
  });

  it("refuses a price that is not rupees, and days out of order, changing nothing", async () => {
    const user = await admin();
    const before = await zone("metro");
    const price = await postForm(
      "/main/admin/orders",
      { intent: "zone", zone: "metro", price: "60.505", min_days: "2", max_days: "4", active: "on" },
      user,
    );
    expect(price.status).toBe(400);
    const html = await price.text();
    expect(html).toContain("Enter a price in rupees, for example 60 or 59.50.");
    expect(html).toContain('value="60.505"');
    const days = await postForm(
      "/main/admin/orders",
      { intent: "zone", zone: "metro", price: "60", min_days: "5", max_days: "4", active: "on" },
      user,
    );
    expect(days.status).toBe(400);
    const invalid = inputOf(await days.text(), "max_days");
    expect(attribute(invalid, "aria-invalid")).toBe("true");
    expect(attribute(invalid, "value")).toBe("4");
    expect(await zone("metro")).toEqual(before);
  });

  it("refuses a shipment without its tracking number at that field, leaving the order as it was", async () => {
    const astrologer = await signIn();
    await topUp(astrologer.uid, 100_000);
    await postForm("/main/orders", orderForm(await readyReport(astrologer.uid), { copies: "1" }), astrologer);
    const [order] = await ordersOf(astrologer);
    expect(order!.status).toBe("paid");
    const user = await admin();
    expect(
      (await postForm("/main/admin/orders", { intent: "move", order_id: order!.uid, status: "printing" }, user)).status,
    ).toBe(200);
    const res = await postForm(
      "/main/admin/orders",
      { intent: "move", order_id: order!.uid, status: "shipped", tracking_number: "", note: "" },
      user,
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    const tracking = inputOf(html, "tracking_number");
    expect(html).toContain(
      `id="${attribute(tracking, "aria-describedby")}" class="mt-1 block text-sm text-red-700">A shipped order needs its tracking number.</span>`,
    );
    expect((await ordersOf(astrologer))[0]!.status).toBe("printing");
  });

  it("is not there for an astrologer who is not a site admin", async () => {
    const res = await postForm("/main/admin/orders", { intent: "settings", origin_state: "Delhi" }, await signIn());
    expect(res.status).toBe(404);
  });
});
