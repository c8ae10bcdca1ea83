/**
 * /api/sql/add-entry and /api/sql/update-entry: a whitelist of tables and columns, bound values,
 * rows scoped to the session's user — never SQL.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { call, digest, expectError, makeWorld, type World } from "../../../../tests/workers/fixtures";

const add = (table: unknown, data: unknown) => ({ path: "/api/sql/add-entry", method: "POST", body: { table, data } });
const update = (table: unknown, updates: unknown, condition: unknown) => ({
  path: "/api/sql/update-entry",
  method: "PUT",
  body: { table, updates, condition },
});

async function created(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return (JSON.parse(text) as { data: Record<string, unknown> }).data;
}

let w: World;
beforeEach(async () => {
  w = await makeWorld();
});

describe("add-entry", () => {
  it("adds a profile for the session's user, with server-chosen uid, owner and times", async () => {
    const row = await created(
      await call(
        add("profiles", { name: "Kavya Iyer", gender: "female", phone: "98765 01234", notes: "Prefers Hindi" }),
        w.users.bob,
      ),
    );
    expect(row).toMatchObject({
      name: "Kavya Iyer",
      phone: "+919876501234",
      user_id: w.users.bob.uid,
      kundali_count: 0,
    });
    expect(row.uid).toMatch(/^[0-9a-f-]{36}$/);
    const list = (await (
      await call({ path: "/api/user/get-profiles", method: "POST", body: {} }, w.users.bob)
    ).json()) as { data: { uid: string }[] };
    expect(list.data.map((p) => p.uid)).toEqual([row.uid]);
  });

  it("writes matchmaking_print into matchkundali_print, referencing the user's own Kundlis", async () => {
    const row = await created(
      await call(
        add("matchmaking_print", {
          boy_kundali_id: w.alice.kundli.uid,
          girl_kundali_id: w.alice.kundli.uid,
          language: "hi",
          branding_profile_id: w.alice.branding.uid,
        }),
        w.users.alice,
      ),
    );
    expect(row).toMatchObject({ status: "requested", language: "hi", paper_size: "A4", user_id: w.alice.uid });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM matchkundali_print").first("n")).toBe(1);
  });

  it("adds print, report and notification entries", async () => {
    await created(
      await call(
        add("kundali_print", { kundali_id: w.alice.kundli.uid, report_type: "life-report", chart_style: "south" }),
        w.users.alice,
      ),
    );
    await created(
      await call(add("report", { report_type: "numerology", kundali_id: w.alice.kundli.uid }), w.users.alice),
    );
    const note = await created(
      await call(
        add("notifications", { title: "Download ready", type: "download", link: "/main/orders" }),
        w.users.alice,
      ),
    );
    expect(note).toMatchObject({ is_unread: true, type: "download" });
  });

  it.each([
    ["users", "users"],
    ["sqlite_master", "sqlite_master"],
    ["otp_codes", "otp_codes"],
    ["profiles; DROP TABLE users", "…"],
    ["<script>alert(1)</script>", "…"],
  ])("refuses table %s by name", async (table, echoed) => {
    const before = await digest();
    const body = await expectError(await call(add(table, { name: "X" }), w.users.alice), 400, "unknown_table", "table");
    expect(body.error.message).toContain(`“${echoed}”`);
    expect(body.error.message).toContain(
      "profiles, kundali_print, matchkundali_print, report, notifications, matchmaking_print",
    );
    expect(await digest()).toBe(before);
  });

  it.each([
    ["profiles", { name: "X", role: "admin" }, "unknown_column", "data.role"],
    ["profiles", { name: "X", uid: "6f1d7c2e-0000-4000-8000-000000000000" }, "unknown_column", "data.uid"],
    ["profiles", { name: "X", id: 1 }, "unknown_column", "data.id"],
    ["profiles", { name: "X", created_at: "2000-01-01" }, "unknown_column", "data.created_at"],
    ["profiles", { name: "X", kundali_count: 99 }, "read_only_column", "data.kundali_count"],
    ["kundali_print", { kundali_id: "x", status: "ready" }, "unknown_column", "data.status"],
    ["notifications", { title: "X", "title = 'x' --": 1 }, "unknown_column", "data.title = 'x' --"],
  ])("refuses a column it may not write: %s %j", async (table, data, code, field) => {
    const before = await digest();
    const body = await expectError(await call(add(table, data), w.users.alice), 400, code, field);
    if (field.startsWith("data.") && /^[\w]+$/.test(field.slice(5)))
      expect(body.error.message).toContain(field.slice(5));
    expect(await digest()).toBe(before);
  });

  it.each([
    ["a name made of SQL", { name: "x'); DROP TABLE profiles; --" }, "data.name"],
    ["a name with markup", { name: "<img src=x onerror=alert(1)>" }, "data.name"],
    ["a name that is too long", { name: "A".repeat(101) }, "data.name"],
    ["a missing name", { notes: "x" }, "data.name"],
    ["a number for a name", { name: 42 }, "data.name"],
    ["a bad email", { name: "X", email: "not-an-email" }, "data.email"],
    ["notes with markup", { name: "X", notes: "<script>alert(1)</script>" }, "data.notes"],
  ])("refuses %s", async (_label, data, field) => {
    const before = await digest();
    await expectError(await call(add("profiles", data), w.users.alice), 400, undefined, field);
    expect(await digest()).toBe(before);
  });

  it("stores SQL-looking free text as text: values are bound", async () => {
    const notes = "Robert'); DROP TABLE profiles; -- and 1=1";
    const row = await created(await call(add("profiles", { name: "Robert Tables", notes }), w.users.alice));
    expect(row.notes).toBe(notes);
    expect(await env.DB.prepare("SELECT notes FROM profiles WHERE uid = ?").bind(row.uid).first("notes")).toBe(notes);
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM profiles WHERE user_id = ?").bind(w.alice.uid).first("n"),
    ).toBe(2);
  });

  it("refuses references to Kundlis or branding that are not the user's", async () => {
    const before = await digest();
    await expectError(
      await call(add("kundali_print", { kundali_id: w.alice.kundli.uid }), w.users.bob),
      400,
      "reference_not_found",
      "data.kundali_id",
    );
    await expectError(
      await call(
        add("kundali_print", { kundali_id: w.alice.kundli.uid, branding_profile_id: crypto.randomUUID() }),
        w.users.alice,
      ),
      400,
      "reference_not_found",
      "data.branding_profile_id",
    );
    expect(await digest()).toBe(before);
  });

  it.each([
    ["a link to another site", { title: "X", link: "https://evil.example" }, "data.link"],
    ["a javascript: link", { title: "X", link: "javascript:alert(1)" }, "data.link"],
    ["a protocol-relative link", { title: "X", link: "//evil.example" }, "data.link"],
    ["a server-only type", { title: "X", type: "organization" }, "data.type"],
  ])("refuses a notification with %s", async (_label, data, field) => {
    await expectError(await call(add("notifications", data), w.users.alice), 400, "invalid_input", field);
  });
});

describe("update-entry", () => {
  it("raises a profile counter by one, keyed on the profile's uid", async () => {
    const condition = { uid: w.alice.profile.uid };
    let response = await call(update("profiles", { kundali_count: { increment: 1 } }, condition), w.users.alice);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { kundali_count: number } }).data.kundali_count).toBe(1);
    // the new value, checked against the current one in the same statement
    response = await call(
      update("profiles", { kundali_count: 2, report_count: { increment: 1 } }, condition),
      w.users.alice,
    );
    expect(((await response.json()) as { data: Record<string, number> }).data).toMatchObject({
      kundali_count: 2,
      report_count: 1,
    });
    const before = await digest();
    await expectError(
      await call(update("profiles", { kundali_count: 2 }, condition), w.users.alice),
      409,
      "counter_conflict",
    );
    await expectError(
      await call(update("profiles", { kundali_count: { increment: 2 } }, condition), w.users.alice),
      400,
      "invalid_input",
      "updates.kundali_count",
    );
    await expectError(
      await call(update("profiles", { kundali_count: -1 }, condition), w.users.alice),
      400,
      "invalid_input",
      "updates.kundali_count",
    );
    expect(await digest()).toBe(before);
  });

  it("counts concurrent increments exactly", async () => {
    await Promise.all(
      Array.from({ length: 6 }, () =>
        call(update("profiles", { match_count: { increment: 1 } }, { id: w.alice.profile.id }), w.users.alice),
      ),
    );
    expect(
      await env.DB.prepare("SELECT match_count FROM profiles WHERE id = ?")
        .bind(w.alice.profile.id)
        .first("match_count"),
    ).toBe(6);
  });

  it("changes plain columns and answers the row", async () => {
    const response = await call(
      update("profiles", { name: "Person Renamed", place_of_birth: "Ujjain, MP" }, { uid: w.alice.profile.uid }),
      w.users.alice,
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: Record<string, unknown> }).data).toMatchObject({
      name: "Person Renamed",
      place_of_birth: "Ujjain, MP",
    });
    const read = await call(
      update("notifications", { is_unread: false }, { uid: w.alice.notification.uid }),
      w.users.alice,
    );
    expect(((await read.json()) as { data: { is_unread: boolean } }).data.is_unread).toBe(false);
  });

  it.each([
    ["the owner column", "profiles", { user_id: "x" }, { uid: "0" }, "unknown_column", "updates.user_id"],
    ["an unknown column", "profiles", { "name = 'x' WHERE 1=1; --": "y" }, { uid: "0" }, "unknown_column", undefined],
    ["a print's kundali", "kundali_print", { kundali_id: "x" }, { uid: "0" }, "read_only_column", "updates.kundali_id"],
    [
      "a print once requested",
      "kundali_print",
      { language: "hi" },
      { uid: "0" },
      "read_only_column",
      "updates.language",
    ],
    ["nothing to change", "profiles", {}, { uid: "0" }, "nothing_to_update", "updates"],
    [
      "a condition on another column",
      "profiles",
      { name: "X" },
      { user_id: "x" },
      "unknown_condition",
      "condition.user_id",
    ],
    ["a condition with SQL", "profiles", { name: "X" }, { "1=1 OR uid": "x" }, "unknown_condition", undefined],
    ["two conditions", "profiles", { name: "X" }, { uid: "a", id: 1 }, "invalid_condition", "condition"],
    ["an empty condition", "profiles", { name: "X" }, {}, "invalid_condition", "condition"],
    [
      "a condition uid that is not a uid",
      "profiles",
      { name: "X" },
      { uid: "' OR '1'='1" },
      "invalid_input",
      "condition.uid",
    ],
    ["an unknown table", "users", { role: "admin" }, { uid: "0" }, "unknown_table", "table"],
  ])("refuses %s", async (_label, table, updates, condition, code, field) => {
    const before = await digest();
    await expectError(await call(update(table, updates, condition), w.users.alice), 400, code, field);
    expect(await digest()).toBe(before);
  });

  it("is a PUT", async () => {
    const response = await call(
      { ...update("profiles", { name: "X" }, { uid: w.alice.profile.uid }), method: "POST" },
      w.users.alice,
    );
    await expectError(response, 405, "method_not_allowed");
  });
});
