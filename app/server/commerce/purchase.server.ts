/**
 * The paying requests shared by the /api routes and the screens' actions: open a top-up, buy a
 * plan from the wallet or by payment, and settle a payment the test provider answered.
 */
import { ApiError } from "#app/server/http.server";
import { PaymentConfigError, paymentProvider, testProviderAllowed } from "./payments/provider.server";
import { checkoutOf, getPayment, settlePayment, startPayment, type Payment } from "./payments.server";
import { paymentRequired } from "./refusal.server";
import { buyPlanFromWallet, getPlan, type Period } from "./subscriptions.server";

function provider(env: Env) {
  try {
    return paymentProvider(env);
  } catch (error) {
    if (error instanceof PaymentConfigError) {
      console.error("payments:", error.message);
      throw new ApiError(503, "payments_unavailable", "wallet.errors.paymentsUnavailable");
    }
    throw error;
  }
}

export function paymentView(payment: Payment) {
  return {
    id: payment.id,
    purpose: payment.purpose,
    plan_id: payment.plan_id,
    status: payment.status,
    wallet_paise: payment.wallet_paise,
    taxable_paise: payment.taxable_paise,
    gst_paise: payment.gst_paise,
    amount_paise: payment.amount_paise,
    created_at: payment.created_at,
  };
}

async function open(env: Env, input: Parameters<typeof startPayment>[2]) {
  try {
    const payment = await startPayment(env, provider(env), input);
    return { payment: paymentView(payment), checkout: checkoutOf(payment) };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error("payment could not be opened", error);
    throw new ApiError(503, "payments_unavailable", "wallet.errors.paymentsUnavailable");
  }
}

export async function openTopUp(
  env: Env,
  user: { uid: string; phone: string },
  amountPaise: number,
  idempotencyKey: string,
) {
  return open(env, { userId: user.uid, phone: user.phone, idempotencyKey, purpose: "topup", amountPaise });
}

export async function buyPlan(
  env: Env,
  user: { uid: string; phone: string },
  input: { planId: string; pay: "wallet" | "payment"; idempotencyKey: string },
): Promise<{ period: Period; replayed: boolean } | Awaited<ReturnType<typeof open>>> {
  const plan = await getPlan(env, input.planId);
  if (!plan) throw new ApiError(400, "unknown_plan", "wallet.errors.unknownPlan", "plan_id");
  if (input.pay === "payment")
    return open(env, {
      userId: user.uid,
      phone: user.phone,
      idempotencyKey: input.idempotencyKey,
      purpose: "plan",
      plan,
    });
  const bought = await buyPlanFromWallet(env, { userId: user.uid, plan, idempotencyKey: input.idempotencyKey });
  if (!bought.ok) throw paymentRequired(bought);
  return { period: bought.period, replayed: bought.replayed };
}

/** The user's own payment, or 404 revealing nothing. */
export async function ownPayment(env: Env, userId: string, id: string): Promise<Payment> {
  const payment = /^[0-9a-f-]{36}$/.test(id) ? await getPayment(env, id) : null;
  if (!payment || payment.user_id !== userId)
    throw new ApiError(404, "not_found", "wallet.errors.paymentNotFound", "id");
  return payment;
}

/** The test provider's page answered: only outside production, only for a test payment. */
export async function settleTestPayment(
  env: Env,
  userId: string,
  id: string,
  outcome: "pay" | "fail" | "cancel",
  language: "en" | "hi" = "en",
) {
  if (!testProviderAllowed(env)) throw new ApiError(404, "not_found", "wallet.errors.paymentNotFound", "id");
  const payment = await ownPayment(env, userId, id);
  if (payment.provider !== "test") throw new ApiError(404, "not_found", "wallet.errors.paymentNotFound", "id");
  return settlePayment(
    env,
    payment,
    outcome === "pay"
      ? { status: "paid", providerPaymentId: `test_pay_${crypto.randomUUID()}` }
      : { status: outcome === "fail" ? "failed" : "cancelled" },
    Date.now(),
    language,
  );
}

/** The payment named by ?payment= on a screen the provider returned to, if it is the user's. */
export async function paymentOfQuery(env: Env, userId: string, request: Request) {
  const id = new URL(request.url).searchParams.get("payment");
  if (!id) return null;
  try {
    return paymentView(await ownPayment(env, userId, id));
  } catch {
    return null;
  }
}
