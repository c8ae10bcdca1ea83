import { createContext } from "react-router";

/** The Worker's bindings and execution context, available to every loader, action and middleware. */
export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  /** Nonce of this response's Content-Security-Policy, for inline scripts. */
  nonce: string;
}

export const cloudflareContext = createContext<CloudflareContext>();
