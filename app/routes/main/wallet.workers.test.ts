/**
 * /main/wallet's top-up as a browser without script posts it (real D1, the test payment
 * provider): the amount typed in rupees is checked with app/shared/commerce/forms.ts; a refusal
 * answers 400 with its message beside the amount, the amount as typed, and opens no payment.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE, postForm, signIn, type TestUser } from "../../../tests/workers/session";

const topUp = (fields: Record<string, string>, user: TestUser, language = "en") =>
  postForm("/main/wallet", { idempotency_key: crypto.randomUUID(), ...fields }, user, language);

const paymentsOf = (user: TestUser) =>
  env.DB.prepare("SELECT wallet_paise FROM payments WHERE user_id = ?")
    .bind(user.uid)
    .all<{ wallet_paise: number }>()
    .then((rows) => rows.results);

beforeAll(async () => {
  // The Worker's first request builds the app: not within a test's 5 s on a busy machine.
  await exports.default.fetch(new Request(`${BASE}/main/wallet`, { headers: { Cookie: (await signIn()).cookie } }));
}, 60_000);

describe("Wallet top-up without script", () => {
  it("opens a payment of the rupees typed and goes to its page", async () => {
    const user = await signIn();
    const res = await topUp({ amount: "₹1,250.50" }, user);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/main\/wallet\/test-pay\//);
    expect(await paymentsOf(user)).toEqual([{ wallet_paise: 125_050 }]);
  });

  it.each([
    ["abc", "Enter the amount in whole rupees and paise."],
    ["10.555", "Enter the amount in whole rupees and paise."],
    ["5", "Top up between ₹10 and ₹1,00,000 at a time."],
    ["100001", "Top up between ₹10 and ₹1,00,000 at a time."],
  ])("refuses %s beside the amount, kept as typed, opening no payment", async (amount, message) => {
    const user = await signIn();
    const res = await topUp({ amount }, user);
    expect(res.status).toBe(400);
    const html = await res.text();
    const input = /<input[^>]*\bname="amount"[^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    expect(input).toContain(`value="${amount}"`);
    const described = /aria-describedby="([^" ]+)/.exec(input)?.[1];
    expect(html).toContain(`id="${described}" class="mt-1 block text-sm text-red-700">${message}</span>`);
    expect(await paymentsOf(user)).toEqual([]);
  });

  it("says it in Hindi to a Hindi reader", async () => {
    const res = await topUp({ amount: "5" }, await signIn(), "hi");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("एक बार में ₹10 से ₹1,00,000 तक रिचार्ज करें।");
  });

  it("refuses a forged idempotency key rather than making up another", async () => {
    const user = await signIn();
    const res = await topUp({ amount: "500", idempotency_key: "<x>" }, user);
    expect(res.status).toBe(400);
    expect(await paymentsOf(user)).toEqual([]);
  });
});
