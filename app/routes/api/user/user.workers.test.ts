/**
 * What the /api/user routes do for the people allowed to use them: the user record, email,
 * organizations and their astrologers, saved Kundlis, notifications, branding and counters.
 * (Who may call what is authorization.workers.test.ts; bad input is bad-input.workers.test.ts.)
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { signIn } from "../../../../tests/workers/session";
import {
  BIRTH,
  call,
  digest,
  expectError,
  freshPhone,
  makeWorld,
  type World,
} from "../../../../tests/workers/fixtures";

const post = (path: string, body: unknown = {}) => ({ path, body, method: "POST" });

async function json<T = Record<string, unknown>>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

let w: World;
beforeEach(async () => {
  w = await makeWorld();
});

describe("GET /api/user/", () => {
  it("answers the signed-in user with spec §3 names, the organization and branding", async () => {
    const body = await json<{
      status: string;
      data: Record<string, unknown>;
      organization: Record<string, unknown>;
      branding_profiles: unknown[];
    }>(await call({ path: "/api/user/" }, w.users.alice));
    expect(body.status).toBe("valid");
    expect(body.data).toMatchObject({
      uid: w.alice.uid,
      organization_id: w.orgA,
      email: w.alice.email,
      email_verified: true,
      report_count: 2,
      kundali_count: 0,
      free_trial_report: 3,
      free_trial_kundali: 0,
      organization_role: "astrologer",
      is_admin: false,
    });
    expect(body.organization).toMatchObject({ id: w.orgA, name: "Practice A", uid: w.users.olga.uid, gst_number: "" });
    expect(body.branding_profiles).toHaveLength(1);
  });

  it("gives the default empty organization to someone in none", async () => {
    const body = await json<{ organization: unknown; data: { organization_role: unknown } }>(
      await call({ path: "/api/user/" }, w.users.dave),
    );
    expect(body.organization).toEqual({ id: 0, name: "", created_at: "", uid: "", gst_number: "" });
    expect(body.data.organization_role).toBeNull();
  });
});

describe("add-user and update-profile", () => {
  it("completes a profile and founds an organization with a checked GSTIN", async () => {
    const body = await json<{ data: Record<string, unknown>; organization: Record<string, unknown> }>(
      await call(
        post("/api/user/add-user", {
          body: {
            name: "Dave Sharma",
            city: "Pune",
            pincode: "411001",
            organization: { name: "Sharma Jyotish", gst_number: "27aapfu0939f1zv" },
          },
        }),
        w.users.dave,
      ),
    );
    expect(body.data).toMatchObject({
      name: "Dave Sharma",
      city: "Pune",
      pincode: "411001",
      organization_role: "owner",
    });
    expect(body.organization).toMatchObject({
      name: "Sharma Jyotish",
      gst_number: "27AAPFU0939F1ZV",
      uid: w.users.dave.uid,
    });
    const fetched = await json(
      await call({ path: `/api/user/organization?id=${String(body.organization.id)}` }, w.users.dave),
    );
    expect(fetched).toEqual({ status: "valid", ...body.organization });
  });

  it("refuses a GSTIN whose check character is wrong, and writes nothing", async () => {
    const before = await digest();
    await expectError(
      await call(
        post("/api/user/add-user", { name: "Dave", organization: { name: "Practice", gst_number: "27AAPFU0939F1ZW" } }),
        w.users.dave,
      ),
      400,
      "invalid_input",
      "organization.gst_number",
    );
    expect(await digest()).toBe(before);
  });

  it("changes profile fields and refuses, by name, the fields it does not own", async () => {
    const body = await json<{ data: Record<string, unknown> }>(
      await call(
        post("/api/user/update-profile", {
          experience_years: 12,
          languages: "Hindi, English",
          about: "Line one\nLine two",
        }),
        w.users.bob,
      ),
    );
    expect(body.data).toMatchObject({ experience_years: 12, languages: "Hindi, English", about: "Line one\nLine two" });
    for (const field of ["phone", "email", "organization_id", "role", "report_count", "profile_photo_url", "uid_x"]) {
      const before = await digest();
      const error = await expectError(
        await call(post("/api/user/update-profile", { [field]: 1 }), w.users.bob),
        400,
        "unknown_field",
        field,
      );
      expect(error.error.message).toContain(field);
      expect(await digest()).toBe(before);
    }
  });

  it("lets an organization's owner edit an astrologer's profile", async () => {
    const body = await json<{ data: { uid: string; city: string } }>(
      await call(post("/api/user/update-profile", { user_id: w.alice.uid, city: "Nashik" }), w.users.olga),
    );
    expect(body.data).toMatchObject({ uid: w.alice.uid, city: "Nashik" });
  });
});

describe("update-email honours the emailed code of /api/auth/verify-otp-email", () => {
  async function verifyByCode(email: string) {
    const user = w.users.dave;
    await json(await call(post("/api/auth/send-otp-email", { email, name: "Dave" }), user));
    const outbox = await json<{ messages: { code: string }[] }>(
      await call({ path: `/__dev/outbox?to=${encodeURIComponent(email)}` }),
    );
    await json(await call(post("/api/auth/verify-otp-email", { email, otp: outbox.messages[0]!.code }), user));
  }

  it("refuses an address that was never verified", async () => {
    const before = await digest();
    await expectError(
      await call(post("/api/user/update-email", { email: "someone@example.in" }), w.users.dave),
      403,
      "email_not_verified",
      "email",
    );
    expect(await digest()).toBe(before);
  });

  it("accepts a verified address, and one verified in the last 30 minutes", async () => {
    await verifyByCode("first@example.in");
    let body = await json<{ data: { email: string; email_verified: boolean } }>(
      await call(post("/api/user/update-email", { email: "First@Example.in" }), w.users.dave),
    );
    expect(body.data).toMatchObject({ email: "first@example.in", email_verified: true });
    await verifyByCode("second@example.in");
    body = await json(await call(post("/api/user/update-email", { email: "first@example.in" }), w.users.dave));
    expect(body.data.email).toBe("first@example.in");
    // …but not once that code is older than the window
    await env.DB.prepare(
      "UPDATE otp_codes SET consumed_at = consumed_at - 31 * 60000 WHERE destination = 'second@example.in'",
    ).run();
    await env.DB.prepare("UPDATE users SET email = 'first@example.in' WHERE uid = ?").bind(w.users.dave.uid).run();
    await expectError(
      await call(post("/api/user/update-email", { email: "second@example.in" }), w.users.dave),
      403,
      "email_not_verified",
    );
  });

  it("does not accept a code another user verified for that address", async () => {
    await verifyByCode("shared@example.in");
    await expectError(
      await call(post("/api/user/update-email", { email: "shared@example.in" }), w.users.bob),
      403,
      "email_not_verified",
    );
  });
});

describe("GET /api/user/organization", () => {
  it.each([
    ["no id", ""],
    ["id 0", "?id=0"],
  ])("answers %s with 'No organization ID provided'", async (_label, query) => {
    const body = await json<Record<string, unknown>>(
      await call({ path: `/api/user/organization${query}` }, w.users.alice),
      400,
    );
    expect(body).toMatchObject({
      status: "invalid",
      detail: "No organization ID provided",
      error: { code: "no_organization_id" },
    });
  });

  it("answers an organization one is not in like one that does not exist, in the user's language", async () => {
    const en = await json(await call({ path: `/api/user/organization?id=${w.orgB}` }, w.users.alice), 404);
    expect(en).toMatchObject({ status: "invalid", detail: "Organization not found or unauthorized" });
    const hi = await json<{ detail: string }>(
      await call({ path: `/api/user/organization?id=${w.orgB}&lng=hi` }, w.users.alice),
      404,
    );
    expect(hi.detail).toMatch(/[\u0900-\u097F]/);
  });

  it("refuses an id that is not a whole number", async () => {
    const body = await json(await call({ path: "/api/user/organization?id=1%20OR%201=1" }, w.users.alice), 400);
    expect(body).toMatchObject({ status: "invalid", error: { code: "invalid_input", field: "id" } });
  });
});

describe("joining, leaving and managing an organization", () => {
  it("invites an existing account, which joins by accepting; then the owner reaches its records", async () => {
    const dave = w.users.dave;
    const invited = await json<{ status: string }>(
      await call(post("/api/user/add-astrologer", { phone: dave.phone, name: "Dave" }), w.users.olga),
    );
    expect(invited.status).toBe("invited");
    // not yet a member: the owner cannot read Dave's Kundlis
    await expectError(
      await call(post("/api/user/get-kundalis", { user_id: dave.uid }), w.users.olga),
      403,
      "forbidden",
    );
    const inbox = await json<{ data: { type: string; title: string }[]; unread: number }>(
      await call(post("/api/user/get-notification"), dave),
    );
    expect(inbox.data[0]).toMatchObject({ type: "organization" });
    expect(inbox.unread).toBe(1);
    const joined = await json(await call(post("/api/user/organization", { organization_id: w.orgA }), dave));
    expect(joined).toMatchObject({ status: "valid", id: w.orgA, name: "Practice A" });
    await json(await call(post("/api/user/get-kundalis", { user_id: dave.uid }), w.users.olga));
    // the invitation is used up
    const members = await json<{ data: { uid: string }[]; invites: unknown[] }>(
      await call(post("/api/user/get-astrologers"), w.users.olga),
    );
    expect(members.data.map((m) => m.uid)).toContain(dave.uid);
    expect(members.invites).toEqual([]);
  });

  it("adds a phone without an account straight into the organization", async () => {
    const phone = freshPhone();
    const added = await json<{ status: string; data: { uid: string; organization_role: string } }>(
      await call(post("/api/user/add-astrologer", { phone, name: "Meera Joshi" }), w.users.olga),
    );
    expect(added).toMatchObject({ status: "added", data: { organization_role: "astrologer" } });
    const row = await env.DB.prepare("SELECT organization_id, name FROM users WHERE phone = ?").bind(phone).first();
    expect(row).toEqual({ organization_id: w.orgA, name: "Meera Joshi" });
    await expectError(
      await call(post("/api/user/add-astrologer", { phone, name: "Meera" }), w.users.olga),
      409,
      "already_member",
      "phone",
    );
  });

  it("lets only the owner add admins, and an admin manage plain astrologers but not the owner", async () => {
    await env.DB.prepare("UPDATE users SET organization_role = 'admin' WHERE uid = ?").bind(w.users.bob.uid).run();
    await expectError(
      await call(post("/api/user/add-astrologer", { phone: freshPhone(), name: "Ravi", role: "admin" }), w.users.bob),
      403,
      "owner_only",
      "role",
    );
    await json(await call(post("/api/user/get-profiles", { user_id: w.alice.uid }), w.users.bob));
    await expectError(
      await call(post("/api/user/get-profiles", { user_id: w.users.olga.uid }), w.users.bob),
      403,
      "forbidden",
    );
    await json(
      await call(post("/api/user/add-astrologer", { phone: freshPhone(), name: "Ravi", role: "admin" }), w.users.olga),
    );
  });

  it("hides phones and invitations from plain astrologers and marks the caller", async () => {
    await json(await call(post("/api/user/add-astrologer", { phone: w.users.dave.phone, name: "Dave" }), w.users.olga));
    const asBob = await json<{
      data: { uid: string; phone: string; is_you: boolean; organization_role: string }[];
      invites: unknown[];
    }>(await call(post("/api/user/get-astrologers"), w.users.bob));
    expect(asBob.data.every((m) => m.phone === "")).toBe(true);
    expect(asBob.data.find((m) => m.is_you)?.uid).toBe(w.users.bob.uid);
    expect(asBob.data.find((m) => m.uid === w.users.olga.uid)?.organization_role).toBe("owner");
    expect(asBob.invites).toEqual([]);
    const asOlga = await json<{ data: { phone: string }[]; invites: unknown[] }>(
      await call(post("/api/user/get-astrologers"), w.users.olga),
    );
    expect(asOlga.data.every((m) => m.phone.startsWith("+91"))).toBe(true);
    expect(asOlga.invites).toHaveLength(1);
  });

  it("ends the owner's access when an astrologer leaves or is removed", async () => {
    await json(await call(post("/api/user/organization", { organization_id: 0 }), w.users.alice));
    await expectError(await call(post("/api/user/get-kundalis", { user_id: w.alice.uid }), w.users.olga), 403);
    await expectError(
      await call(post("/api/user/organization", { organization_id: 0 }), w.users.olga),
      409,
      "owner_cannot_leave",
    );
    await json(await call(post("/api/user/remove-astrologer", { user_id: w.users.bob.uid }), w.users.olga));
    const bob = await json<{ data: { organization_id: number } }>(await call({ path: "/api/user/" }, w.users.bob));
    expect(bob.data.organization_id).toBe(0);
    // joining again needs a new invitation
    await expectError(
      await call(post("/api/user/organization", { organization_id: w.orgA }), w.users.bob),
      404,
      "organization_not_found",
    );
  });

  it("founds one organization per person and lets its owner rename it", async () => {
    await expectError(
      await call(post("/api/user/create-organization", { name: "Second" }), w.users.alice),
      409,
      "already_in_organization",
    );
    const created = await json<{ id: number; uid: string }>(
      await call(post("/api/user/create-organization", { name: "Dave & Sons, Jyotish" }), w.users.dave),
    );
    expect(created.uid).toBe(w.users.dave.uid);
    const renamed = await json(
      await call(post("/api/user/update-organization", { gst_number: "29AAGCB7383J1Z4" }), w.users.dave),
    );
    expect(renamed).toMatchObject({
      status: "valid",
      id: created.id,
      gst_number: "29AAGCB7383J1Z4",
      name: "Dave & Sons, Jyotish",
    });
  });
});

describe("saved Kundlis", () => {
  it("saves birth data that /api/kundli/generate accepts as it is", async () => {
    const saved = await json<{ data: Record<string, unknown> }>(
      await call(
        post("/api/user/add-kundali", {
          body: {
            ...BIRTH,
            utcOffset: "-05:00",
            father_name: "Ram Rao",
            gotra: "Kashyap",
            options: { ayanamsa: "kp" },
          },
        }),
        w.users.bob,
      ),
    );
    expect(saved.data).toMatchObject({
      name: "Asha Rao",
      utcOffset: "-05:00",
      father_name: "Ram Rao",
      gotra: "Kashyap",
      options: { ayanamsa: "kp" },
      user_id: w.users.bob.uid,
    });
    const list = await json<{ data: { uid: string }[] }>(
      await call(post("/api/user/get-kundalis", { user_id: w.users.bob.uid }), w.users.bob),
    );
    expect(list.data.map((k) => k.uid)).toEqual([saved.data.uid]);
    const generated = await json<{ basic: { utcOffset: string; ayanamsaName: string } }>(
      await call(post("/api/kundli/generate", list.data[0]), w.users.bob),
    );
    expect(generated.basic).toMatchObject({ utcOffset: "-05:00", ayanamsaName: "kp" });
  });

  it.each([
    ["a date that does not exist", { date: "1990-02-30" }, "INVALID_DATE", "date"],
    ["an hour 25", { time: "25:00" }, "INVALID_TIME", "time"],
    ["an unknown zone", { place: { ...BIRTH.place, timezone: "Mars/Olympus" } }, "INVALID_TIMEZONE", "place.timezone"],
    ["a latitude of 95", { place: { ...BIRTH.place, latitude: 95 } }, "INVALID_LATITUDE", "place.latitude"],
    ["a bad offset", { utcOffset: "+25:00" }, "INVALID_UTC_OFFSET", "utcOffset"],
    ["an unknown ayanamsa", { options: { ayanamsa: "moon" } }, "INVALID_FIELD", "options.ayanamsa"],
    ["a year past the ephemeris", { date: "3001-01-01" }, "DATE_OUT_OF_RANGE", "date"],
  ])("refuses %s with the calculation contract's code", async (_label, change, code, field) => {
    const before = await digest();
    const error = await expectError(
      await call(post("/api/user/add-kundali", { ...BIRTH, ...change }), w.users.bob),
      400,
      code,
      field,
    );
    expect(error.error.message.length).toBeGreaterThan(5);
    expect(await digest()).toBe(before);
  });

  it("checks a place picked from the gazetteer against it", async () => {
    await env.DB.prepare(
      "INSERT INTO places (id, name, country, latitude, longitude, timezone, source) VALUES (1273294, 'Delhi', 'IN', 28.65195, 77.23149, 'Asia/Kolkata', 'city')",
    ).run();
    const delhi = { id: 1273294, name: "Delhi", latitude: 28.65195, longitude: 77.23149, timezone: "Asia/Kolkata" };
    const saved = await json<{ data: { place: { id: number } } }>(
      await call(post("/api/user/add-kundali", { ...BIRTH, place: delhi }), w.users.bob),
    );
    expect(saved.data.place.id).toBe(1273294);
    for (const place of [
      { ...delhi, id: 999 },
      { ...delhi, latitude: 19.07 },
      { ...delhi, timezone: "Asia/Dubai" },
    ]) {
      const error = await expectError(
        await call(post("/api/user/add-kundali", { ...BIRTH, place }), w.users.bob),
        400,
        "invalid_place",
        "place",
      );
      expect(error.error.message).toBe("Invalid place. Please enter a real location.");
    }
  });

  it("edits and deletes a saved Kundli", async () => {
    const updated = await json<{ data: { name: string; time: string; uid: string } }>(
      await call(
        post("/api/user/update-kundali", {
          kundali_id: w.alice.kundli.uid,
          body: { ...BIRTH, name: "Asha R", time: "06:30" },
        }),
        w.users.alice,
      ),
    );
    expect(updated.data).toMatchObject({ name: "Asha R", time: "06:30", uid: w.alice.kundli.uid });
    await json(await call(post("/api/user/delete-kundali", { kundali_id: w.alice.kundli.id }), w.users.alice));
    const list = await json<{ data: unknown[] }>(await call(post("/api/user/get-kundalis"), w.users.alice));
    expect(list.data).toEqual([]);
    await expectError(
      await call(post("/api/user/delete-kundali", { kundali_id: w.alice.kundli.id }), w.users.alice),
      404,
      "not_found",
    );
  });

  it("deletes a saved profile", async () => {
    await json(await call(post("/api/user/delete-profile", { profile_id: w.alice.profile.id }), w.users.alice));
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM profiles WHERE user_id = ?").bind(w.alice.uid).first("n"),
    ).toBe(0);
  });
});

describe("notifications", () => {
  it("marks one read, then all read with the user's own uid", async () => {
    await env.DB.prepare("INSERT INTO notifications (uid, user_id, title, created_at) VALUES (?, ?, 'Second', ?)")
      .bind(crypto.randomUUID(), w.alice.uid, new Date().toISOString())
      .run();
    let inbox = await json<{ data: { uid: string; is_unread: boolean }[]; unread: number }>(
      await call(post("/api/user/get-notification", { user_id: w.alice.uid }), w.users.alice),
    );
    expect(inbox.unread).toBe(2);
    const one = await json<{ unread: number }>(
      await call(
        post("/api/user/update-notification", { uid: w.alice.notification.uid, is_unread: false }),
        w.users.alice,
      ),
    );
    expect(one.unread).toBe(1);
    await json(
      await call(post("/api/user/update-notification", { uid: w.alice.uid, is_unread: false }), w.users.alice),
    );
    inbox = await json(await call(post("/api/user/get-notification"), w.users.alice));
    expect(inbox.unread).toBe(0);
    expect(inbox.data.every((n) => n.is_unread === false)).toBe(true);
  });
});

describe("branding profiles", () => {
  it("creates, changes and connects one at a time", async () => {
    const made = await json<{ data: { uid: string; primary_color: string; is_connected: boolean } }>(
      await call(
        post("/api/user/update-branding-profile", {
          body: {
            name: "Shubh Jyotish",
            primary_color: "#fa7500",
            contact_phone: "98765 43210",
            contact_email: "Desk@Example.in",
          },
        }),
        w.users.alice,
      ),
    );
    expect(made.data).toMatchObject({ primary_color: "#FA7500", is_connected: false });
    await json(
      await call(
        post("/api/user/update-branding-profile", { id: made.data.uid, name: "Shubh Jyotish", is_connected: true }),
        w.users.alice,
      ),
    );
    await json(
      await call(
        post("/api/user/update-branding-profile", { id: w.alice.branding.id, name: "Old Brand", is_connected: true }),
        w.users.alice,
      ),
    );
    const list = await json<{
      data: { uid: string; is_connected: boolean; contact_phone: string; contact_email: string }[];
    }>(await call(post("/api/user/get-branding-profiles"), w.users.alice));
    expect(list.data.filter((b) => b.is_connected).map((b) => b.uid)).toEqual([w.alice.branding.uid]);
    expect(list.data.find((b) => b.uid === made.data.uid)).toMatchObject({
      contact_phone: "+919876543210",
      contact_email: "desk@example.in",
    });
  });

  it("refuses colours that are not #RRGGBB and a logo that is not the user's upload", async () => {
    await expectError(
      await call(post("/api/user/update-branding-profile", { name: "B", primary_color: "orange" }), w.users.alice),
      400,
      "invalid_input",
      "primary_color",
    );
    await expectError(
      await call(
        post("/api/user/update-branding-profile", { name: "B", logo_url: "https://evil.example/x.png" }),
        w.users.alice,
      ),
      400,
      "invalid_input",
      "logo_url",
    );
    await expectError(
      await call(post("/api/user/update-branding-profile", { name: "B", logo_url: w.alice.photo }), w.users.bob),
      400,
      "invalid_photo_url",
      "logo_url",
    );
  });

  it("refuses a WebP logo, which reports cannot print, and says so", async () => {
    const webp = w.alice.photo.replace(/\.png$/, ".webp");
    const refused = await expectError(
      await call(post("/api/user/update-branding-profile", { name: "B", logo_url: webp }), w.users.alice),
      400,
      "invalid_input",
      "logo_url",
    );
    expect(refused.error.message).toBe(
      "A WebP logo cannot be printed on reports: please upload the logo as PNG or JPEG.",
    );
  });

  it("keeps at most ten per astrologer", async () => {
    for (let i = 0; i < 10; i++)
      await json(await call(post("/api/user/update-branding-profile", { name: `Brand ${i}` }), w.users.bob));
    await expectError(
      await call(post("/api/user/update-branding-profile", { name: "Eleventh" }), w.users.bob),
      409,
      "too_many_rows",
    );
  });
});

describe("counters", () => {
  it("changes several counters in one statement, or none when one would go below zero", async () => {
    const body = await json<{ data: Record<string, number> }>(
      await call(post("/api/user/update-user-count", { body: { report_count: 1, kundali_count: 2 } }), w.users.alice),
    );
    expect(body.data).toEqual({ report_count: 3, kundali_count: 2, free_trial_report: 3, free_trial_kundali: 0 });
    const before = await digest();
    await expectError(
      await call(post("/api/user/update-user-count", { report_count: 1, kundali_count: -3 }), w.users.alice),
      409,
      "counter_below_zero",
    );
    expect(await digest()).toBe(before);
  });

  it("uses free trials atomically under concurrency: exactly the trials left succeed", async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(post("/api/user/update-free-trial-user-count", { free_trial_report: -1 }), w.users.alice),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(5);
    expect(
      await env.DB.prepare("SELECT free_trial_report FROM users WHERE uid = ?")
        .bind(w.alice.uid)
        .first("free_trial_report"),
    ).toBe(0);
  });

  it("lets only a site admin grant free trials", async () => {
    await expectError(
      await call(post("/api/user/update-free-trial-user-count", { free_trial_kundali: 5 }), w.users.alice),
      403,
      "admin_only",
      "free_trial_kundali",
    );
    const granted = await json<{ data: { free_trial_kundali: number } }>(
      await call(
        post("/api/user/update-free-trial-user-count", { free_trial_kundali: 5, user_id: w.alice.uid }),
        w.users.admin,
      ),
    );
    expect(granted.data.free_trial_kundali).toBe(5);
    await expectError(
      await call(post("/api/user/update-user-count", { report_count: 1, user_id: crypto.randomUUID() }), w.users.admin),
      404,
      "user_not_found",
    );
  });

  it("refuses a request that changes nothing", async () => {
    await expectError(
      await call(post("/api/user/update-user-count", { report_count: 0 }), w.users.alice),
      400,
      "nothing_to_update",
    );
  });
});

describe("admin", () => {
  it("answers the admin record under data, by POST and GET", async () => {
    const body = await json<{ data: Record<string, unknown> }>(await call(post("/api/admin/get-admin"), w.users.admin));
    expect(body.data).toMatchObject({ uid: w.users.admin.uid, role: "admin", permissions: expect.any(Array) });
    await json(await call({ path: "/api/admin/get-admin" }, w.users.admin));
    const refused = await expectError(await call(post("/api/admin/get-admin"), w.users.alice), 403, "admin_only");
    expect(refused.error.message).toBe("Only administrators can open this.");
  });

  it("a freshly signed-in user has no admin role", async () => {
    const user = await signIn();
    await expectError(await call(post("/api/admin/get-admin"), user), 403, "admin_only");
  });
});
