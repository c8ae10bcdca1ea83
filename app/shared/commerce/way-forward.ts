/**
 * Where a refused paid action leads (a 402's `wayForward` and `link`): top up the wallet, or see
 * the plans. The server sends it (app/server/commerce/refusal.server.ts); the screens link to it.
 */
export type WayForward = "top_up" | "subscribe";

export const WAY_FORWARD_LINK: Readonly<Record<WayForward, string>> = {
  top_up: "/main/wallet",
  subscribe: "/main/subscription",
};
