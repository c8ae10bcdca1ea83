/**
 * A paid action refused: 402 with the usual error shape plus the way forward, so every screen
 * can say why and link to it (top up the wallet, or subscribe).
 */
import { ApiError } from "#app/server/http.server";
import { WAY_FORWARD_LINK, type WayForward } from "#app/shared/commerce/way-forward";

export function paymentRequired(refusal: { code: "insufficient_funds" | "no_plan"; wayForward: WayForward }): ApiError {
  return new ApiError(402, refusal.code, `wallet.refused.${refusal.code}`, undefined, undefined, {
    wayForward: refusal.wayForward,
    link: WAY_FORWARD_LINK[refusal.wayForward],
  });
}
