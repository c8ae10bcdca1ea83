/**
 * Signing in locally through the development outbox, shared by the browser tests
 * (kundli-helpers.ts) and the load bench (scripts/bench-load.ts): a phone number no one else
 * uses, a network of its own, and the code the outbox "sent". No vitest, no browser here, so that
 * a plain script can import it.
 */

/** A mobile number no other test uses, as typed and as stored. */
export function freshPhone(): { typed: string; e164: string } {
  const national = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  return { typed: `${national.slice(0, 5)} ${national.slice(5)}`, e164: `+91${national}` };
}

/**
 * A client address of its own (a random /64 of the IPv6 documentation prefix, which miniflare
 * passes on as CF-Connecting-IP): sign-in codes are limited per network (20 an hour,
 * app/server/auth/rate-limit.server.ts), and the suite signs in more often than that. In
 * production Cloudflare's edge overwrites the header, so this works only locally.
 */
export function testNetworkIp(): string {
  const group = () => Math.floor(Math.random() * 0xffff).toString(16);
  return `2001:db8:${group()}:${group()}::1`;
}

/**
 * The newest sign-in code sent to this phone, read from the development outbox with `get`
 * (a path → its JSON). Polls by hand (not expect.poll) so that it also works in beforeAll.
 */
export async function outboxCode(get: (path: string) => Promise<unknown>, e164: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const body = (await get(`/__dev/outbox?to=${encodeURIComponent(e164)}`)) as { messages?: { code?: string }[] };
    const code = body.messages?.[0]?.code;
    if (code && /^\d{6}$/.test(code)) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no sign-in code for ${e164} in the outbox`);
}
