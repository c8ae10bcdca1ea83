/**
 * D1 read replication through the Sessions API (docs/decisions/0016-d1-sessions-and-edge-caching.md).
 * Every request of the main Worker runs its queries in one D1 session: reads may be served by
 * the nearest replica, yet a session is sequentially consistent (it reads its own writes), and
 * its bookmark travels to the browser (cookie `kb`) and back, so the next request starts no
 * older than where the last one ended. Requests that change things start at the primary, and
 * money and idempotency keys switch the session to the primary (switchToPrimary).
 */
import { readCookie } from "./auth/session.server";

export const BOOKMARK_COOKIE = "kb";
/** For API clients without cookies: sent back on the response when the request carried it. */
export const BOOKMARK_HEADER = "x-d1-bookmark";
/** Replicas lag by seconds; a day-old bookmark only says "anything will do". */
const BOOKMARK_MAX_AGE_S = 24 * 60 * 60;
/** D1 bookmarks are dash-separated hex groups; anything else (a tampered cookie) is ignored, not sent to D1. */
const BOOKMARK_SHAPE = /^[0-9a-f]{1,64}(?:-[0-9a-f]{1,64}){1,7}$/i;

const READS = new Set(["GET", "HEAD"]);

/**
 * The request's database: a D1Database over one session, so that kysely (db.server.ts) and the
 * plain `env.DB.prepare` calls alike run in it without knowing.
 */
export class RequestDatabase implements D1Database {
  readonly #binding: D1Database;
  #start: D1SessionBookmark | D1SessionConstraint;
  /** Opened at the first query: a request that never reads (the landing page) opens none. */
  #opened: D1DatabaseSession | null = null;
  /** The bookmark of the session before switchToPrimary replaced it. */
  #earlier: string | null = null;

  constructor(binding: D1Database, start: D1SessionBookmark | D1SessionConstraint) {
    this.#binding = binding;
    this.#start = start;
  }

  get #session(): D1DatabaseSession {
    return (this.#opened ??= this.#binding.withSession(this.#start));
  }

  prepare(query: string): D1PreparedStatement {
    return this.#session.prepare(query);
  }

  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    return this.#session.batch<T>(statements);
  }

  /** Not part of a session (D1 has no exec there): runs on the primary. */
  exec(query: string): Promise<D1ExecResult> {
    return this.#binding.exec(query);
  }

  dump(): Promise<ArrayBuffer> {
    return this.#binding.dump();
  }

  withSession(start?: D1SessionBookmark | D1SessionConstraint): D1DatabaseSession {
    return this.#binding.withSession(start);
  }

  /**
   * From here on the request runs in a session that starts at the primary: its first query
   * sees every write committed anywhere (this session's included), so nothing read after it is
   * older than what came before.
   */
  usePrimary(): this {
    if (this.#start !== "first-primary") {
      this.#earlier = this.#opened?.getBookmark() ?? null;
      this.#start = "first-primary";
      this.#opened = null;
    }
    return this;
  }

  get onPrimary(): boolean {
    return this.#start === "first-primary";
  }

  /** Where this request's reads and writes ended, or null when it ran no query. */
  get bookmark(): D1SessionBookmark | null {
    return this.#opened?.getBookmark() ?? this.#earlier;
  }
}

/** The bookmark a request carries (header first, then cookie), when it has the shape of one. */
export function requestBookmark(request: Request): string | null {
  const sent = request.headers.get(BOOKMARK_HEADER) ?? readCookie(request, BOOKMARK_COOKIE);
  return sent && sent.length <= 200 && BOOKMARK_SHAPE.test(sent) ? sent : null;
}

/**
 * The session a request runs in: a write (anything but GET/HEAD) starts at the primary, so its
 * checks (idempotency keys, balances, one-time codes) read the latest; a read starts no older
 * than the bookmark it carries, or anywhere when it carries none.
 */
export function requestDatabase(request: Request, binding: D1Database): RequestDatabase {
  if (!READS.has(request.method)) return new RequestDatabase(binding, "first-primary");
  return new RequestDatabase(binding, requestBookmark(request) ?? "first-unconstrained");
}

/**
 * Money and idempotency keys: the rest of this request runs on a session that starts at the
 * primary. Outside a request (the print Worker, queues, crons, tests' own env) env.DB is the
 * plain binding, whose queries all go to the primary already.
 */
export function switchToPrimary(env: Env): void {
  if (env.DB instanceof RequestDatabase) env.DB.usePrimary();
}

/**
 * Hands the session's bookmark on: as the `kb` cookie after a write or to a signed-in browser
 * (whose responses are private anyway; a visitor's public pages never get a Set-Cookie), and
 * as the header to a client that sent the header.
 */
export function passBookmark(
  request: Request,
  headers: Headers,
  database: RequestDatabase,
  { secure, signedIn }: { secure: boolean; signedIn: boolean },
): void {
  const bookmark = database.bookmark;
  if (!bookmark) return;
  if (request.headers.has(BOOKMARK_HEADER)) headers.set(BOOKMARK_HEADER, bookmark);
  const wrote = !READS.has(request.method);
  if ((wrote || signedIn) && readCookie(request, BOOKMARK_COOKIE) !== bookmark) {
    const attributes = [`Path=/`, `Max-Age=${BOOKMARK_MAX_AGE_S}`, "HttpOnly", "SameSite=Lax"];
    if (secure) attributes.push("Secure");
    headers.append("Set-Cookie", [`${BOOKMARK_COOKIE}=${bookmark}`, ...attributes].join("; "));
  }
}
