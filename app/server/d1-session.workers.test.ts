/**
 * The D1 session plumbing (docs/decisions/0015) in workerd with the real local D1: one session
 * per request, the bookmark handed to the browser as the `kb` cookie (or the header) and read
 * back, a read after a write in one bookmark chain seeing the write, writes and money starting
 * at the primary. Locally there are no replicas, so what is proved here is the plumbing: which
 * start each session gets and which bookmark travels.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import {
  BOOKMARK_COOKIE,
  BOOKMARK_HEADER,
  RequestDatabase,
  requestBookmark,
  requestDatabase,
  switchToPrimary,
} from "./d1-session.server";
import { BASE, jsonRequest, signIn, type TestUser } from "../../tests/workers/session";

/** D1 bookmarks as local D1 (and D1 itself) writes them: fixed-width hex groups, so later sorts after. */
const BOOKMARK = /^[0-9a-f]+(?:-[0-9a-f]+)+$/;

/** The `kb` cookie a response sets, with its attributes, or null. */
function bookmarkCookie(response: Response): { value: string; attributes: string[] } | null {
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`));
  if (!set) return null;
  const [pair, ...attributes] = set.split(/;\s*/);
  return { value: pair!.slice(BOOKMARK_COOKIE.length + 1), attributes };
}

/** A D1 binding that only records the starts its sessions were given (the constraint or bookmark). */
function recordingBinding(): { binding: D1Database; starts: (string | undefined)[] } {
  const starts: (string | undefined)[] = [];
  const binding = {
    withSession(start?: string) {
      starts.push(start);
      return env.DB.withSession(start);
    },
  } as unknown as D1Database;
  return { binding, starts };
}

let user: TestUser;

beforeAll(async () => {
  user = await signIn({ name: "Before" });
  await exports.default.fetch(new Request(`${BASE}/api/user`, { headers: { Cookie: user.cookie } }));
}, 60_000);

describe("one session per request", () => {
  it("a read after a write in one bookmark chain sees the write", async () => {
    const writer = new RequestDatabase(env.DB, "first-primary");
    const uid = crypto.randomUUID();
    await writer
      .prepare("INSERT INTO users (uid, phone, name) VALUES (?, ?, ?)")
      .bind(uid, "+919800000001", "Chained")
      .run();
    const written = writer.bookmark;
    expect(written).toMatch(BOOKMARK);

    const reader = new RequestDatabase(env.DB, written!);
    const row = await reader.prepare("SELECT name FROM users WHERE uid = ?").bind(uid).first<{ name: string }>();
    expect(row?.name).toBe("Chained");
    expect(reader.bookmark! >= written!).toBe(true);
  });

  it("starts a read at the bookmark it carries, a write and money at the primary (at its first query)", () => {
    const bookmark = "0000000a-00000002-00004f6e-0123456789abcdef0123456789abcdef";
    const cases: [Request, string][] = [
      [new Request(BASE, { headers: { Cookie: `a=1; ${BOOKMARK_COOKIE}=${bookmark}` } }), bookmark],
      [new Request(BASE, { headers: { [BOOKMARK_HEADER]: bookmark } }), bookmark],
      [new Request(BASE), "first-unconstrained"],
      [new Request(BASE, { headers: { Cookie: `${BOOKMARK_COOKIE}=x'; DROP` } }), "first-unconstrained"],
      [new Request(BASE, { headers: { Cookie: `${BOOKMARK_COOKIE}=${"0".repeat(300)}-1` } }), "first-unconstrained"],
      [new Request(BASE, { method: "POST", headers: { Cookie: `${BOOKMARK_COOKIE}=${bookmark}` } }), "first-primary"],
      [new Request(BASE, { method: "DELETE" }), "first-primary"],
    ];
    for (const [request, start] of cases) {
      const { binding, starts } = recordingBinding();
      const database = requestDatabase(request, binding);
      expect(starts, "no session before a query").toEqual([]);
      database.prepare("SELECT 1");
      database.prepare("SELECT 2");
      expect(starts, `${request.method} ${[...request.headers].join()}`).toEqual([start]);
    }
    // The header wins over the cookie (an API client's own chain).
    const both = new Request(BASE, { headers: { [BOOKMARK_HEADER]: bookmark, Cookie: `${BOOKMARK_COOKIE}=00-01` } });
    expect(requestBookmark(both)).toBe(bookmark);
  });

  it("switchToPrimary moves the rest of a read to a session that starts at the primary, once", async () => {
    const { binding, starts } = recordingBinding();
    const database = requestDatabase(new Request(BASE), binding);
    await database.prepare("SELECT 1").first();
    const before = database.bookmark;
    switchToPrimary({ ...env, DB: database });
    switchToPrimary({ ...env, DB: database });
    expect(database.onPrimary).toBe(true);
    // No query since the switch: no new session yet, and the bookmark is the one reached before it.
    expect(starts).toEqual(["first-unconstrained"]);
    expect(database.bookmark).toBe(before);
    await database.prepare("SELECT 1").first();
    expect(starts).toEqual(["first-unconstrained", "first-primary"]);
    expect(database.bookmark! >= before!).toBe(true);
    // Outside a request (the print Worker, queues) env.DB is the binding: nothing to switch.
    expect(() => switchToPrimary(env)).not.toThrow();
  });
});

describe("the bookmark travels with the browser", () => {
  it("a write sets the kb cookie, and the next read sent with it sees the write", async () => {
    const wrote = await exports.default.fetch(
      jsonRequest("/api/user/update-profile", { body: { name: "After" } }, user),
    );
    expect(wrote.status).toBe(200);
    const cookie = bookmarkCookie(wrote);
    expect(cookie?.value).toMatch(BOOKMARK);
    // HttpOnly, SameSite=Lax, the whole site, a day; Secure only outside development (this is development).
    expect(cookie!.attributes).toEqual(["Path=/", "Max-Age=86400", "HttpOnly", "SameSite=Lax"]);
    expect(wrote.headers.get("Cache-Control")).toMatch(/private|no-store/);

    const read = await exports.default.fetch(
      new Request(`${BASE}/api/user`, { headers: { Cookie: `${user.cookie}; ${BOOKMARK_COOKIE}=${cookie!.value}` } }),
    );
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: { name: string } }).data.name).toBe("After");
    // The chain goes on: a signed-in read hands on where it ended, never an older point. (Local D1
    // counts every transaction, reads too, so here it has moved on.)
    const next = bookmarkCookie(read);
    expect(next!.value > cookie!.value).toBe(true);
  });

  it("answers an API client's bookmark header with the bookmark it reached", async () => {
    const wrote = await exports.default.fetch(
      new Request(`${BASE}/api/user/update-profile`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: user.cookie, [BOOKMARK_HEADER]: "00000000-00000000" },
        body: JSON.stringify({ name: "Header" }),
      }),
    );
    const sent = wrote.headers.get(BOOKMARK_HEADER);
    expect(sent).toMatch(BOOKMARK);
    const read = await exports.default.fetch(
      new Request(`${BASE}/api/user`, { headers: { Cookie: user.cookie, [BOOKMARK_HEADER]: sent! } }),
    );
    expect(((await read.json()) as { data: { name: string } }).data.name).toBe("Header");
    expect(read.headers.get(BOOKMARK_HEADER)! >= sent!).toBe(true);
    // A response without the request's header carries none.
    const plain = await exports.default.fetch(new Request(`${BASE}/api/user`, { headers: { Cookie: user.cookie } }));
    expect(plain.headers.has(BOOKMARK_HEADER)).toBe(false);
  });

  it("a tampered cookie is ignored, not sent to D1", async () => {
    const read = await exports.default.fetch(
      new Request(`${BASE}/api/user`, { headers: { Cookie: `${user.cookie}; ${BOOKMARK_COOKIE}=not-a-bookmark!` } }),
    );
    expect(read.status).toBe(200);
    // A signed-in browser gets a good one back.
    expect(bookmarkCookie(read)?.value).toMatch(BOOKMARK);
  });

  it("a visitor's read gets no cookie, so public pages stay cacheable", async () => {
    const page = await exports.default.fetch(new Request(`${BASE}/`));
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    const places = await exports.default.fetch(new Request(`${BASE}/api/places?q=zz`));
    expect(bookmarkCookie(places)).toBeNull();
  });
});
