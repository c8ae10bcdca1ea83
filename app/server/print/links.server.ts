/**
 * Short-lived signed links to a report PDF: /files/reports/<job>?exp=<epoch s>&sig=<HMAC>.
 * The signature proves the link came from GET /api/downloads/:id/file a moment ago; the file
 * route still checks the session, so a leaked link is useless to anyone but the owner.
 */
import { isDevelopment } from "#app/server/security.server";

export const LINK_TTL_SECONDS = 5 * 60;
const DEV_SECRET = "kundli-studio-development-files-secret";
const encoder = new TextEncoder();

function secret(env: Env): string {
  if (env.FILES_SECRET) return env.FILES_SECRET;
  if (isDevelopment(env)) return DEV_SECRET;
  throw new Error("FILES_SECRET is not set");
}

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

async function hmac(env: Env, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret(env)),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return toBase64Url(await crypto.subtle.sign("HMAC", key, encoder.encode(text)));
}

export async function signedReportUrl(
  env: Env,
  jobId: string,
  now = Date.now(),
): Promise<{ url: string; expiresAt: string }> {
  const exp = Math.floor(now / 1000) + LINK_TTL_SECONDS;
  const sig = await hmac(env, `reports/${jobId}.${exp}`);
  return {
    url: `/files/reports/${encodeURIComponent(jobId)}?exp=${exp}&sig=${sig}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/** Constant-time comparison of two strings of equal length. */
function same(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export async function verifyReportLink(
  env: Env,
  jobId: string,
  exp: string | null,
  sig: string | null,
  now = Date.now(),
): Promise<boolean> {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 < now) return false;
  return same(await hmac(env, `reports/${jobId}.${exp}`), sig);
}
