/**
 * The money figures in the header and the money screens, rendered by the real app: Wallet
 * Balance and Days Left (orange in the last 7 days), Wallet, Subscription and Billing History in
 * English and Hindi, and nothing of another astrologer's money.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { BASE, signIn, type TestUser } from "../../../tests/workers/session";
import { creditWallet } from "#app/server/commerce/ledger.server";
import { DAY_MS } from "#app/server/commerce/subscriptions.server";

vi.setConfig({ testTimeout: 30_000 });

const get = (path: string, user: TestUser, language = "en") =>
  exports.default.fetch(new Request(BASE + path, { headers: { Cookie: `${user.cookie}; i18next=${language}` } }));

async function withPlan(user: TestUser, daysLeft: number) {
  const now = Date.now();
  await env.DB.prepare(
    `INSERT INTO subscriptions (user_id, plan_id, starts_at, ends_at, kundlis, reports, printed_orders, price_paise, idempotency_key, created_at)
     VALUES (?, 'monthly', ?, ?, 100, 30, 1, 49900, ?, ?)`,
  )
    .bind(user.uid, now - DAY_MS, now + daysLeft * DAY_MS - 60_000, crypto.randomUUID(), now)
    .run();
}

/** The header's Days Left figure as rendered, with its warning mark. */
function daysLeftOf(html: string): { value: string; warn: boolean } {
  const match = /Days Left<\/span><span( data-warn="true")? class="[^"]*">([^<]+)</.exec(html);
  if (!match) throw new Error("no Days Left in the header");
  return { value: match[2]!, warn: Boolean(match[1]) };
}

describe("the header's money figures", () => {
  it("shows the wallet balance with Indian grouping and Days Left, orange only in the last 7 days", async () => {
    const user = await signIn();
    await creditWallet(env, {
      userId: user.uid,
      amountPaise: 12_500_000,
      kind: "adjustment",
      reason: "test",
      reference: "t",
      idempotencyKey: "grant-1",
    });
    let html = await (await get("/main", user)).text();
    expect(html).toContain("₹1,25,000");
    expect(daysLeftOf(html)).toEqual({ value: "0", warn: false });
    await withPlan(user, 20);
    html = await (await get("/main", user)).text();
    expect(daysLeftOf(html)).toEqual({ value: "20", warn: false });

    const ending = await signIn();
    await withPlan(ending, 5);
    expect(daysLeftOf(await (await get("/main", ending)).text())).toEqual({ value: "5", warn: true });
  });
});

describe("the money screens", () => {
  it("render in English and Hindi with the user's own figures only", async () => {
    const user = await signIn();
    await creditWallet(env, {
      userId: user.uid,
      amountPaise: 50_000,
      kind: "topup",
      reason: "topup",
      reference: "p",
      idempotencyKey: "screens-1",
    });
    const other = await signIn();
    const cases = [
      ["/main/wallet", "Wallet", "वॉलेट"],
      ["/main/subscription", "Subscription", "सदस्यता"],
      ["/main/billing", "Billing History", "बिलिंग इतिहास"],
    ] as const;
    for (const [path, en, hi] of cases) {
      const english = await get(path, user);
      expect(english.status, path).toBe(200);
      const html = await english.text();
      expect(html).toContain(`>${en}</h1>`);
      expect(html).toContain("₹500.00");
      expect(await (await get(path, user, "hi")).text()).toContain(`>${hi}</h1>`);
      expect(await (await get(path, other)).text(), path).not.toContain("₹500.00");
    }
  });
});
