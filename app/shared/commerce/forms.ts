/**
 * The Wallet screen's top-up form as a zod schema (docs/decisions/0030): the browser checks it
 * before it sends (Conform) and the screen's action parses the same form with it. The amount is
 * typed in rupees and held to the API's rule in paise (POST /api/wallet/topup's AmountPaise).
 */
import { z } from "zod";
import { AmountPaise, IdempotencyKey, rupeesField } from "./fields";

export const topUpForm = z.object({
  amount: rupeesField("wallet.errors.amount").pipe(AmountPaise),
  idempotency_key: IdempotencyKey,
});
