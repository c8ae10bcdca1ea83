/**
 * The money routes end to end in workerd: top-ups through the test provider and Razorpay
 * (checkout signature, webhooks), plans and renewals, invoices, 402s, who may see what, and
 * bad inputs. Razorpay's signatures are computed here with node:crypto from the documented
 * scheme; the code under test uses WebCrypto.
 */
import { createHmac } from "node:crypto";
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { JAIPUR_BIRTH } from "../../../../tests/workers/fixtures";
import { BASE, jsonRequest, signIn, type TestUser } from "../../../../tests/workers/session";
import { walletBalance } from "#app/server/commerce/ledger.server";
import { orderPayload, razorpayProvider, verifyCheckoutSignature } from "#app/server/commerce/payments/razorpay.server";
import { buyPlanFromWallet, DAY_MS, getPlan, subscriptionStatus } from "#app/server/commerce/subscriptions.server";
import { failJob, getJob } from "#app/server/print/jobs.server";

// The first request of a file builds the app's routes in workerd: give the tests room.
vi.setConfig({ testTimeout: 30_000 });

const fetchApp = (request: Request) => exports.default.fetch(request);

function get(path: string, user?: TestUser, headers: Record<string, string> = {}) {
  return fetchApp(new Request(BASE + path, { headers: { ...(user ? { Cookie: user.cookie } : {}), ...headers } }));
}

function form(path: string, fields: Record<string, string>, user: TestUser) {
  return fetchApp(
    new Request(BASE + path, {
      method: "POST",
      headers: { Origin: BASE, Cookie: user.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    }),
  );
}

async function json<T>(response: Response, status: number): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

interface Opened {
  data: {
    payment: { id: string; status: string; amount_paise: number; gst_paise: number };
    checkout: { kind: string; url: string };
  };
}

async function openTopUp(user: TestUser, amountPaise: number, key = crypto.randomUUID()) {
  return json<Opened>(
    await fetchApp(jsonRequest("/api/wallet/topup", { amount_paise: amountPaise, idempotency_key: key }, user)),
    201,
  );
}

/** The test provider's page, answered as the astrologer would. */
async function answer(user: TestUser, url: string, outcome: "pay" | "fail" | "cancel") {
  return form(url, { outcome }, user);
}

async function invoices(uid: string) {
  const { results } = await env.DB.prepare("SELECT * FROM invoices WHERE user_id = ? ORDER BY id")
    .bind(uid)
    .all<Record<string, unknown>>();
  return results;
}

async function topUp(user: TestUser, amountPaise: number) {
  const opened = await openTopUp(user, amountPaise);
  const res = await answer(user, opened.data.checkout.url, "pay");
  expect(res.status).toBe(302);
  return opened.data.payment.id;
}

describe("top-up through the test provider", () => {
  it("credits only on Pay, once, with a numbered GST invoice", async () => {
    const user = await signIn({ name: "Meera Joshi" });
    const key = crypto.randomUUID();
    const opened = await openTopUp(user, 118_000, key);
    expect(opened.data.checkout).toEqual({ kind: "test", url: `/main/wallet/test-pay/${opened.data.payment.id}` });
    // Prices include GST by default: ₹1,180 = ₹1,000 + ₹180 GST; the wallet gets the full ₹1,180.
    expect(opened.data.payment).toMatchObject({ status: "created", amount_paise: 118_000, gst_paise: 18_000 });
    // The same key opens the same payment.
    const again = await openTopUp(user, 118_000, key);
    expect(again.data.payment.id).toBe(opened.data.payment.id);
    expect(await walletBalance(env, user.uid)).toBe(0);

    const paid = await answer(user, opened.data.checkout.url, "pay");
    expect(paid.status).toBe(302);
    expect(paid.headers.get("Location")).toBe(`/main/wallet?payment=${opened.data.payment.id}`);
    expect(await walletBalance(env, user.uid)).toBe(118_000);
    // A second answer (back button, replay) changes nothing.
    await answer(user, opened.data.checkout.url, "pay");
    await answer(user, opened.data.checkout.url, "fail");
    expect(await walletBalance(env, user.uid)).toBe(118_000);
    const issued = await invoices(user.uid);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      description: "topup",
      buyer_name: "Meera Joshi",
      taxable_paise: 100_000,
      gst_paise: 18_000,
      total_paise: 118_000,
      gst_rate_bp: 1800,
    });
    expect(issued[0]!.number).toMatch(/^KS\/20\d\d-\d\d\/\d{6}$/);
    const notices = await env.DB.prepare("SELECT type, title, message FROM notifications WHERE user_id = ?")
      .bind(user.uid)
      .all();
    expect(notices.results).toEqual([
      { type: "payment", title: "Payment received", message: "₹1,180.00 was added to your wallet." },
    ]);
  });

  it("Fail and Cancel credit nothing and issue no invoice", async () => {
    const user = await signIn();
    for (const outcome of ["fail", "cancel"] as const) {
      const opened = await openTopUp(user, 50_000);
      await answer(user, opened.data.checkout.url, outcome);
      await answer(user, opened.data.checkout.url, "pay"); // too late: the payment is settled
      const status = await json<{ data: { status: string } }>(
        await get(`/api/payments/${opened.data.payment.id}`, user),
        200,
      );
      expect(status.data.status).toBe(outcome === "fail" ? "failed" : "cancelled");
    }
    expect(await walletBalance(env, user.uid)).toBe(0);
    expect(await invoices(user.uid)).toEqual([]);
  });

  it("numbers invoices without gaps, also when payments settle at once", async () => {
    const users = await Promise.all([signIn(), signIn(), signIn()]);
    await Promise.all(users.map((u) => topUp(u, 20_000)));
    const { results } = await env.DB.prepare("SELECT financial_year, number FROM invoices ORDER BY id").all<{
      financial_year: string;
      number: string;
    }>();
    const year = results.at(-1)!.financial_year;
    const sequence = results.filter((r) => r.financial_year === year).map((r) => Number(r.number.slice(-6)));
    expect(sequence.length).toBeGreaterThanOrEqual(3);
    expect(sequence).toEqual(sequence.map((_, i) => i + 1));
  });

  it("downloads the invoice PDF for its buyer only", async () => {
    const user = await signIn({ name: "Meera Joshi" });
    await topUp(user, 30_000);
    const [invoice] = await invoices(user.uid);
    const res = await get(`/api/billing/invoices/${invoice!.id}?lang=hi`, user);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await res.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    const stranger = await signIn();
    const refused = await json<{ error: { code: string } }>(
      await get(`/api/billing/invoices/${invoice!.id}`, stranger),
      404,
    );
    expect(refused.error.code).toBe("not_found");
  });
});

describe("Razorpay", () => {
  const keySecret = "test_key_secret";
  const webhookSecret = "test_webhook_secret";
  const hmac = (secret: string, text: string) => createHmac("sha256", secret).update(text).digest("hex");

  async function razorpayPayment(user: TestUser, amountPaise = 59_000) {
    const id = crypto.randomUUID();
    const orderId = `order_${id.slice(0, 14).replace(/-/g, "")}`;
    const now = Date.now();
    await env.DB.prepare(
      `INSERT INTO payments (id, user_id, purpose, wallet_paise, taxable_paise, gst_paise, amount_paise, provider, provider_order_id,
         idempotency_key, created_at, updated_at) VALUES (?, ?, 'topup', ?, ?, ?, ?, 'razorpay', ?, ?, ?, ?)`,
    )
      .bind(id, user.uid, amountPaise, 50_000, amountPaise - 50_000, amountPaise, orderId, id, now, now)
      .run();
    return { id, orderId };
  }

  function webhook(body: string, signature: string) {
    return fetchApp(
      new Request(`${BASE}/api/payments/razorpay/webhook`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Razorpay-Signature": signature },
        body,
      }),
    );
  }

  function captured(orderId: string, amount: number, paymentId = "pay_29QQoUBi66xm2f") {
    return JSON.stringify({
      entity: "event",
      event: "payment.captured",
      payload: {
        payment: {
          entity: { id: paymentId, entity: "payment", amount, currency: "INR", status: "captured", order_id: orderId },
        },
      },
    });
  }

  it("verifies the checkout signature HMAC-SHA256(order_id|payment_id) with the key secret", async () => {
    const signature = hmac(keySecret, "order_IluGWxBm9U8zJ8|pay_IluGWxBm9U8zJ9");
    const ok = { orderId: "order_IluGWxBm9U8zJ8", paymentId: "pay_IluGWxBm9U8zJ9", signature };
    expect(await verifyCheckoutSignature(keySecret, ok)).toBe(true);
    expect(await verifyCheckoutSignature(keySecret, { ...ok, signature: signature.toUpperCase() })).toBe(true);
    expect(await verifyCheckoutSignature(keySecret, { ...ok, paymentId: "pay_other" })).toBe(false);
    expect(await verifyCheckoutSignature("another_secret", ok)).toBe(false);
    expect(await verifyCheckoutSignature(keySecret, { ...ok, signature: "" })).toBe(false);
  });

  it("the checkout answer settles the user's own payment only with a valid signature", async () => {
    const user = await signIn();
    const { id, orderId } = await razorpayPayment(user);
    const body = (signature: string) => ({
      payment_id: id,
      razorpay_order_id: orderId,
      razorpay_payment_id: "pay_IluGWxBm9U8zJ9",
      razorpay_signature: signature,
    });
    const forged = await fetchApp(
      jsonRequest("/api/payments/razorpay/verify", body(hmac("guess", `${orderId}|pay_IluGWxBm9U8zJ9`)), user),
    );
    expect((await json<{ error: { code: string } }>(forged, 400)).error.code).toBe("invalid_signature");
    expect(await walletBalance(env, user.uid)).toBe(0);
    const valid = body(hmac(keySecret, `${orderId}|pay_IluGWxBm9U8zJ9`));
    const stranger = await signIn();
    await json(await fetchApp(jsonRequest("/api/payments/razorpay/verify", valid, stranger)), 404);
    const settled = await json<{ data: { status: string } }>(
      await fetchApp(jsonRequest("/api/payments/razorpay/verify", valid, user)),
      200,
    );
    expect(settled.data.status).toBe("paid");
    await json(await fetchApp(jsonRequest("/api/payments/razorpay/verify", valid, user)), 200);
    expect(await walletBalance(env, user.uid)).toBe(59_000);
    expect(await invoices(user.uid)).toHaveLength(1);
  });

  it("a signed webhook credits once; a replay, a forgery or another amount changes nothing", async () => {
    const user = await signIn();
    const { orderId } = await razorpayPayment(user);
    const forgedBody = captured(orderId, 59_000);
    const forged = await webhook(forgedBody, hmac("not_the_secret", forgedBody));
    expect(forged.status).toBe(400);
    // Signed, but the body was changed after signing.
    const tampered = await webhook(captured(orderId, 59_000, "pay_other"), hmac(webhookSecret, forgedBody));
    expect(tampered.status).toBe(400);
    const wrongAmount = captured(orderId, 1_000);
    expect(await json<{ status: string }>(await webhook(wrongAmount, hmac(webhookSecret, wrongAmount)), 200)).toEqual({
      status: "ignored",
    });
    expect(await walletBalance(env, user.uid)).toBe(0);

    const body = captured(orderId, 59_000);
    expect(await json<{ status: string }>(await webhook(body, hmac(webhookSecret, body)), 200)).toEqual({
      status: "settled",
    });
    expect(await json<{ status: string }>(await webhook(body, hmac(webhookSecret, body)), 200)).toEqual({
      status: "unchanged",
    });
    expect(await walletBalance(env, user.uid)).toBe(59_000);
    expect(await invoices(user.uid)).toHaveLength(1);
    const failedAfter = JSON.stringify({ ...JSON.parse(body), event: "payment.failed" });
    await webhook(failedAfter, hmac(webhookSecret, failedAfter));
    expect(await walletBalance(env, user.uid)).toBe(59_000);
  });

  it("builds the Orders API request without network: amount in paise, basic auth, our receipt", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Response.json({ id: "order_Test123", amount: 59_000, currency: "INR" });
    }) as unknown as typeof fetch;
    const provider = razorpayProvider({ keyId: "rzp_test_abc", keySecret: "sec" }, fakeFetch);
    const order = await provider.createOrder({
      paymentId: "0b6c6a4e-1111-4222-8333-944445555666",
      amountPaise: 59_000,
      description: "Wallet top-up",
      phone: "+919876543210",
    });
    expect(calls[0]!.url).toBe("https://api.razorpay.com/v1/orders");
    expect(new Headers(calls[0]!.init.headers).get("authorization")).toBe(`Basic ${btoa("rzp_test_abc:sec")}`);
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(
      orderPayload({ paymentId: "0b6c6a4e-1111-4222-8333-944445555666", amountPaise: 59_000 }),
    );
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      amount: 59_000,
      currency: "INR",
      receipt: "0b6c6a4e-1111-4222-8333-944445555666",
    });
    expect(order).toMatchObject({
      providerOrderId: "order_Test123",
      checkout: { kind: "razorpay", key: "rzp_test_abc", order_id: "order_Test123", amount: 59_000 },
    });
  });
});

describe("subscription", () => {
  it("refuses a plan the wallet cannot pay with 402 and the way forward, then sells it after a top-up", async () => {
    const user = await signIn();
    const buy = (key: string) =>
      fetchApp(jsonRequest("/api/subscription/buy", { plan_id: "monthly", pay: "wallet", idempotency_key: key }, user));
    const refused = await json<{ error: { code: string; message: string; wayForward: string; link: string } }>(
      await buy("buy-monthly-1"),
      402,
    );
    expect(refused.error).toMatchObject({ code: "insufficient_funds", wayForward: "top_up", link: "/main/wallet" });
    expect(refused.error.message).toMatch(/top up/i);
    await topUp(user, 100_000);
    const bought = await json<{ data: { period: { plan_id: string; starts_at: number; ends_at: number } } }>(
      await buy("buy-monthly-2"),
      201,
    );
    expect(bought.data.period.ends_at - bought.data.period.starts_at).toBe(30 * DAY_MS);
    // The same key again: no second period, no second debit.
    await json(await buy("buy-monthly-2"), 200);
    expect(await walletBalance(env, user.uid)).toBe(100_000 - 49_900);
    const status = await json<{ data: { status: { daysLeft: number; periods: unknown[] } } }>(
      await get("/api/subscription", user),
      200,
    );
    expect(status.data.status).toMatchObject({ daysLeft: 30 });
    expect(status.data.status.periods).toHaveLength(1);
  });

  it("a renewal extends from the current end date, not from today", async () => {
    const user = await signIn();
    await topUp(user, 200_000);
    const plan = (await getPlan(env, "monthly"))!;
    const t0 = Date.UTC(2026, 10, 1);
    const first = await buyPlanFromWallet(env, { userId: user.uid, plan, idempotencyKey: "renew-a" }, t0);
    const second = await buyPlanFromWallet(
      env,
      { userId: user.uid, plan, idempotencyKey: "renew-b" },
      t0 + 10 * DAY_MS,
    );
    expect(first.ok && second.ok).toBe(true);
    if (!first.ok || !second.ok) return;
    expect(first.period.ends_at).toBe(t0 + 30 * DAY_MS);
    expect(second.period.starts_at).toBe(first.period.ends_at);
    expect(second.period.ends_at).toBe(t0 + 60 * DAY_MS);
    const status = await subscriptionStatus(env, user.uid, t0 + 10 * DAY_MS);
    expect(status.daysLeft).toBe(50);
    expect(status.current?.id).toBe(first.period.id);
    // After the plan runs out, a new one starts on the day it is bought.
    const late = await buyPlanFromWallet(env, { userId: user.uid, plan, idempotencyKey: "renew-c" }, t0 + 90 * DAY_MS);
    expect(late.ok && late.period.starts_at).toBe(t0 + 90 * DAY_MS);
  });

  it("a plan bought by payment is added when the payment is verified, with its invoice", async () => {
    const user = await signIn();
    const opened = await json<Opened>(
      await fetchApp(
        jsonRequest(
          "/api/subscription/buy",
          { plan_id: "yearly", pay: "payment", idempotency_key: "buy-yearly-1" },
          user,
        ),
      ),
      201,
    );
    expect((await subscriptionStatus(env, user.uid)).current).toBeNull();
    const res = await answer(user, opened.data.checkout.url, "pay");
    expect(res.headers.get("Location")).toBe(`/main/subscription?payment=${opened.data.payment.id}`);
    const status = await subscriptionStatus(env, user.uid);
    expect(status.current?.plan_id).toBe("yearly");
    expect(status.daysLeft).toBe(365);
    // The money went in and out of the wallet: a top-up and the plan's purchase.
    expect(await walletBalance(env, user.uid)).toBe(0);
    const { results } = await env.DB.prepare(
      "SELECT kind, amount_paise FROM wallet_ledger WHERE user_id = ? ORDER BY id",
    )
      .bind(user.uid)
      .all();
    expect(results).toEqual([
      { kind: "topup", amount_paise: 499_900 },
      { kind: "purchase", amount_paise: -499_900 },
    ]);
    expect((await invoices(user.uid))[0]).toMatchObject({ description: "plan:yearly", total_paise: 499_900 });
  });
});

describe("charging what is made", () => {
  it("saving a Kundli uses the free trial, then answers 402 with the way forward, writing nothing", async () => {
    const user = await signIn();
    await env.DB.prepare("UPDATE users SET free_trial_kundali = 1 WHERE uid = ?").bind(user.uid).run();
    const add = (key: string) =>
      fetchApp(
        new Request(`${BASE}/api/user/add-kundali`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: BASE, Cookie: user.cookie, "Idempotency-Key": key },
          body: JSON.stringify(JAIPUR_BIRTH),
        }),
      );
    await json(await add("kundli-key-1"), 200);
    await json(await add("kundli-key-1"), 200); // a retry of the same request: charged once
    const refused = await json<{ error: { code: string; wayForward: string } }>(await add("kundli-key-2"), 402);
    expect(refused.error).toMatchObject({ code: "insufficient_funds", wayForward: "top_up" });
    const counts = await env.DB.prepare(
      "SELECT free_trial_kundali, kundali_count, (SELECT COUNT(*) FROM kundalis k WHERE k.user_id = users.uid) AS saved FROM users WHERE uid = ?",
    )
      .bind(user.uid)
      .first();
    expect(counts).toEqual({ free_trial_kundali: 0, kundali_count: 2, saved: 2 });
  });

  it("a print request is paid at request and refunded when it fails for good", async () => {
    const user = await signIn();
    await env.DB.prepare("UPDATE users SET free_trial_report = 0 WHERE uid = ?").bind(user.uid).run();
    const refused = await fetchApp(
      jsonRequest(
        "/api/print/kundli",
        { birth: JAIPUR_BIRTH, reportType: "numerology", language: "en", paperSize: "A4" },
        user,
      ),
    );
    expect((await json<{ error: { code: string; wayForward: string } }>(refused, 402)).error.wayForward).toBe("top_up");
    expect(
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM print_jobs WHERE user_id = ?").bind(user.uid).first())!.n,
    ).toBe(0);

    await topUp(user, 4_900);
    const accepted = await fetchApp(
      jsonRequest(
        "/api/print/kundli",
        { birth: JAIPUR_BIRTH, reportType: "numerology", language: "en", paperSize: "A4" },
        user,
      ),
    );
    const item = await json<{ id: string }>(accepted, 202);
    expect(await walletBalance(env, user.uid)).toBe(0);
    // Retries spent (the dead-letter path), unless the local queue finished it first.
    const job = (await getJob(env, item.id))!;
    const failed = await failJob(env, { ...job, status: "queued" }, { title: "t", message: "m", link: "/main" });
    if (failed) {
      expect(await walletBalance(env, user.uid)).toBe(4_900);
      await failJob(env, { ...job, status: "queued" }, { title: "t", message: "m", link: "/main" });
      expect(await walletBalance(env, user.uid)).toBe(4_900);
    } else {
      expect((await getJob(env, item.id))!.status).not.toBe("failed");
    }
  });
});

describe("who may see what", () => {
  it("a visitor gets 401 everywhere", async () => {
    for (const path of [
      "/api/wallet",
      "/api/billing",
      "/api/subscription",
      "/api/billing/invoices/1",
      `/api/payments/${crypto.randomUUID()}`,
    ])
      expect((await get(path)).status, path).toBe(401);
    const res = await fetchApp(
      jsonRequest("/api/wallet/topup", { amount_paise: 50_000, idempotency_key: "visitor-key" }),
    );
    expect(res.status).toBe(401);
  });

  it("another user sees none of your entries, invoices, payments or test page", async () => {
    const owner = await signIn();
    const payId = await topUp(owner, 25_000);
    const opened = await openTopUp(owner, 40_000);
    const other = await signIn();
    const wallet = await json<{ data: { balancePaise: number; entries: unknown[] } }>(
      await get("/api/wallet", other),
      200,
    );
    expect(wallet.data).toEqual({ balancePaise: 0, entries: [] });
    const billing = await json<{ data: { entries: unknown[]; invoices: unknown[] } }>(
      await get("/api/billing", other),
      200,
    );
    expect(billing.data.entries).toEqual([]);
    expect(billing.data.invoices).toEqual([]);
    expect((await get(`/api/payments/${payId}`, other)).status).toBe(404);
    // Paying someone else's open payment from the test page: refused, and it stays open.
    const res = await answer(other, opened.data.checkout.url, "pay");
    expect(res.status).toBe(404);
    expect(await walletBalance(env, owner.uid)).toBe(25_000);
    const mine = await json<{ data: { entries: { amount_paise: number }[]; invoices: unknown[] } }>(
      await get("/api/billing", owner),
      200,
    );
    expect(mine.data.entries.map((e) => e.amount_paise)).toEqual([25_000]);
    expect(mine.data.invoices).toHaveLength(1);
  });
});

describe("bad inputs", () => {
  it("refuses amounts that are not whole paise in range, unknown plans and bad months, writing nothing", async () => {
    const user = await signIn();
    const cases: [unknown, string][] = [
      [{ amount_paise: -5_000, idempotency_key: "bad-key-01" }, "amount_paise"],
      [{ amount_paise: 500.5, idempotency_key: "bad-key-02" }, "amount_paise"],
      [{ amount_paise: 1e12, idempotency_key: "bad-key-03" }, "amount_paise"],
      [{ amount_paise: "50000", idempotency_key: "bad-key-04" }, "amount_paise"],
      [{ amount_paise: 5 }, "amount_paise"],
      [{ amount_paise: 50_000 }, "idempotency_key"],
      [{ amount_paise: 50_000, idempotency_key: "x" }, "idempotency_key"],
      [{ amount_paise: 50_000, idempotency_key: "bad-key-05", user_id: user.uid }, ""],
    ];
    for (const [body, field] of cases) {
      const res = await fetchApp(jsonRequest("/api/wallet/topup", body, user));
      const error = await json<{ error: { code: string; field?: string; message: string } }>(res, 400);
      if (field) expect(error.error.field, JSON.stringify(body)).toBe(field);
      expect(error.error.message.length).toBeGreaterThan(0);
    }
    const unknownPlan = await fetchApp(
      jsonRequest("/api/subscription/buy", { plan_id: "lifetime", pay: "wallet", idempotency_key: "bad-plan-1" }, user),
    );
    expect((await json<{ error: { code: string; field: string } }>(unknownPlan, 400)).error).toMatchObject({
      code: "unknown_plan",
      field: "plan_id",
    });
    const badMonth = await get("/api/billing?month=2026-13", user);
    expect((await json<{ error: { field?: string } }>(badMonth, 400)).error).toBeDefined();
    const hindi = await fetchApp(
      new Request(`${BASE}/api/wallet/topup`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: BASE, Cookie: `${user.cookie}; i18next=hi` },
        body: JSON.stringify({ amount_paise: 5, idempotency_key: "bad-key-06" }),
      }),
    );
    expect((await json<{ error: { message: string } }>(hindi, 400)).error.message).toMatch(/[\u0900-\u097F]/);
    expect(
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM payments WHERE user_id = ?").bind(user.uid).first())!.n,
    ).toBe(0);
  });
});
