/**
 * /main/settings as a browser without script uses it (real form posts, real D1, the real
 * calculation Worker), and the defaults at work: the Kundli view opens in the default chart
 * style, a new Kundli is computed and saved with the default options. Refusals answer 4xx with
 * the API's translated message and write nothing; invitations are accepted or declined here.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE, jsonRequest, ownOrganization, postForm, signIn, type TestUser } from "../../../tests/workers/session";
import { birthForm, seedVaranasi, VARANASI } from "../../../tests/workers/birth-form";

beforeAll(async () => {
  await seedVaranasi();
  await page(await signIn()); // the Worker's first request builds the app
}, 60_000);

function page(user: TestUser, path = "/main/settings", cookie = ""): Promise<Response> {
  return exports.default.fetch(new Request(BASE + path, { headers: { Cookie: user.cookie + cookie } }));
}

const defaults = (over: Record<string, string> = {}) => ({
  intent: "save-defaults",
  chart_style: "north",
  paper_size: "A4",
  branding_profile_id: "",
  ayanamsa: "lahiri",
  node: "mean",
  houses: "sripati",
  sunrise: "visible",
  dasha_year: "365.25",
  ...over,
});

const settingsRow = (user: TestUser) =>
  env.DB.prepare("SELECT * FROM user_settings WHERE user_id = ?").bind(user.uid).first();

async function savedKundli(user: TestUser): Promise<number> {
  const now = new Date().toISOString();
  const row = await env.DB.prepare(
    `INSERT INTO kundalis (uid, user_id, name, gender, date, time, place_name, latitude, longitude, timezone, created_at, updated_at)
     VALUES (?, ?, 'Asha Rao', 'female', '1990-01-15', '12:00:00', 'Varanasi', 25.31668, 83.01041, 'Asia/Kolkata', ?, ?) RETURNING id`,
  )
    .bind(crypto.randomUUID(), user.uid, now, now)
    .first<{ id: number }>();
  return row!.id;
}

describe("Settings without script", () => {
  it("shows the profile, language and the defaults of conventions.md, in English and Hindi", async () => {
    const user = await signIn({ name: "Meera Joshi" });
    const html = await (await page(user)).text();
    expect(html).toContain("Meera Joshi");
    expect(html).toContain("Defaults");
    expect(html).toMatch(/<option value="lahiri" selected="">/);
    expect(html).toMatch(/name="chart_style" checked="" value="north"/);
    expect(html).not.toContain("Coming soon");
    const hindi = await (await page(user, "/main/settings", "; i18next=hi")).text();
    expect(hindi).toContain("डिफ़ॉल्ट सहेजें");
    expect(hindi).toContain("चार्ट शैली");
  });

  it("saves the defaults, shows them again, and the Kundli view opens in the default chart style", async () => {
    const user = await signIn();
    const id = await savedKundli(user);
    const before = await (await page(user, `/main/kundli/${id}?tab=charts`)).text();
    expect(before).toContain("North Indian style");
    expect(before).not.toContain("South Indian style");

    const res = await postForm(
      "/main/settings",
      defaults({ chart_style: "south", paper_size: "Letter", ayanamsa: "kp", dasha_year: "360" }),
      user,
    );
    expect(res.status).toBe(200);
    expect(await settingsRow(user)).toMatchObject({
      chart_style: "south",
      paper_size: "Letter",
      ayanamsa: "kp",
      dasha_year: 360,
    });
    const html = await (await page(user)).text();
    expect(html).toMatch(/<option value="Letter" selected="">/);
    expect(html).toMatch(/<option value="kp" selected="">/);
    const after = await (await page(user, `/main/kundli/${id}?tab=charts`)).text();
    expect(after).toContain("South Indian style");
    expect(after).not.toContain("North Indian style");
  });

  it("computes and saves a new Kundli with the default calculation options", async () => {
    const user = await signIn();
    await postForm("/main/settings", defaults({ ayanamsa: "raman", node: "true", houses: "placidus" }), user);
    const res = await postForm("/main/kundli", birthForm(), user);
    expect(res.status).toBe(302);
    const row = await env.DB.prepare("SELECT id, options FROM kundalis WHERE user_id = ?")
      .bind(user.uid)
      .first<{ id: number; options: string }>();
    expect(JSON.parse(row!.options)).toEqual({
      ayanamsa: "raman",
      node: "true",
      houses: "placidus",
      sunrise: "visible",
      dashaYear: 365.25,
    });
    // The receipt of the computed Kundli names the options used.
    const html = await (await page(user, `/main/kundli/${row!.id}`)).text();
    expect(html).toContain("Raman");
    expect(html).toContain("Placidus");
  });

  it("saves a Kundli added through the API without options with the owner's default options", async () => {
    const user = await signIn();
    await postForm("/main/settings", defaults({ ayanamsa: "kp", dasha_year: "360" }), user);
    const birth = {
      name: "Ravi",
      gender: "male",
      date: "1988-02-03",
      time: "05:10",
      place: { name: "Varanasi", latitude: VARANASI.latitude, longitude: VARANASI.longitude, timezone: "Asia/Kolkata" },
    };
    const saved = await exports.default.fetch(jsonRequest("/api/user/add-kundali", birth, user));
    expect(saved.status).toBe(200);
    const { data } = (await saved.json()) as { data: { options: object } };
    expect(data.options).toEqual({
      ayanamsa: "kp",
      node: "mean",
      houses: "sripati",
      sunrise: "visible",
      dashaYear: 360,
    });
    // Options given in the request are kept as given.
    const own = await exports.default.fetch(
      jsonRequest("/api/user/add-kundali", { ...birth, options: { ayanamsa: "raman" } }, user),
    );
    expect(((await own.json()) as { data: { options: object } }).data.options).toEqual({ ayanamsa: "raman" });
  });

  it("refuses a value not offered with the translated message beside the form, writing nothing", async () => {
    const user = await signIn();
    for (const [over, language, message] of [
      [{ chart_style: "east" }, "en", "Please choose one of the offered values."],
      [{ dasha_year: "361" }, "hi", "कृपया दिए गए विकल्पों में से कोई एक चुनें।"],
      [{ ayanamsa: "lahiri'; DROP TABLE user_settings; --" }, "en", "Please choose one of the offered values."],
    ] as const) {
      const res = await postForm("/main/settings", defaults(over), user, language);
      expect(res.status).toBe(400);
      const html = await res.text();
      // At its field: the message under it (not only in the page's data), the control marked, no other.
      const [field] = Object.keys(over);
      expect(html).toMatch(new RegExp(`id="[^"]*-${field}-error"[^>]*>${message}`));
      expect(html).toMatch(new RegExp(`<(input|select)(?=[^>]*name="${field}")(?=[^>]*aria-invalid="true")`));
      expect(html.match(/aria-invalid="true"/g)).toHaveLength(field === "chart_style" ? 2 : 1);
      expect(await settingsRow(user)).toBeNull();
    }
  });

  it("never connects another astrologer's branding profile", async () => {
    const owner = await signIn();
    const other = await signIn();
    const now = new Date().toISOString();
    const brand = await env.DB.prepare(
      "INSERT INTO branding_profiles (uid, user_id, name, created_at, updated_at) VALUES (?, ?, 'Theirs', ?, ?) RETURNING id",
    )
      .bind(crypto.randomUUID(), owner.uid, now, now)
      .first<{ id: number }>();
    const res = await postForm("/main/settings", defaults({ branding_profile_id: String(brand!.id) }), other);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Branding profile not found.");
    expect(await settingsRow(other)).toBeNull();
    const row = await env.DB.prepare("SELECT is_connected FROM branding_profiles WHERE id = ?")
      .bind(brand!.id)
      .first<{ is_connected: number }>();
    expect(row?.is_connected).toBe(0);
  });

  it("refuses an unknown intent with 400", async () => {
    const user = await signIn();
    const res = await postForm("/main/settings", { intent: "drop-everything" }, user);
    expect(res.status).toBe(400);
  });
});

describe("The Panchang's default place", () => {
  const placeColumns = async (user: TestUser) =>
    env.DB.prepare(
      "SELECT default_place_id, default_place_name, default_place_latitude, default_place_longitude, default_place_timezone FROM user_settings WHERE user_id = ?",
    )
      .bind(user.uid)
      .first();
  const VARANASI_COLUMNS = {
    default_place_id: VARANASI.id,
    default_place_name: "Varanasi",
    default_place_latitude: VARANASI.latitude,
    default_place_longitude: VARANASI.longitude,
    default_place_timezone: "Asia/Kolkata",
  };
  const NO_PLACE = {
    default_place_id: null,
    default_place_name: null,
    default_place_latitude: null,
    default_place_longitude: null,
    default_place_timezone: null,
  };

  it("saves a place chosen from the gazetteer search, copying its name, coordinates and zone, and shows it again", async () => {
    const user = await signIn();
    const res = await postForm(
      "/main/settings",
      defaults({ default_placeId: String(VARANASI.id), default_placeLabel: "Varanasi, Uttar Pradesh, India" }),
      user,
    );
    expect(res.status).toBe(200);
    expect(await placeColumns(user)).toEqual(VARANASI_COLUMNS);
    const html = await (await page(user)).text();
    expect(html).toMatch(new RegExp(`name="default_placeId" value="${VARANASI.id}"`));
    expect(html).toContain('value="Varanasi, Uttar Pradesh, India"');
    // the other defaults are saved with it, and saving them again without a place clears it
    await postForm("/main/settings", defaults({ chart_style: "south" }), user);
    expect(await placeColumns(user)).toEqual(NO_PLACE);
    expect(await settingsRow(user)).toMatchObject({ chart_style: "south" });
  });

  it("saves and clears it through the JSON API, which answers with the place", async () => {
    const user = await signIn();
    const saved = await exports.default.fetch(
      jsonRequest("/api/user/settings", { default_place_id: VARANASI.id }, user),
    );
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as { data: { default_place: unknown; chart_style: string } };
    expect(body.data.default_place).toEqual({
      id: VARANASI.id,
      name: "Varanasi",
      latitude: VARANASI.latitude,
      longitude: VARANASI.longitude,
      timezone: "Asia/Kolkata",
    });
    expect(body.data.chart_style).toBe("north");
    // a save of other fields leaves the place as it is
    await exports.default.fetch(jsonRequest("/api/user/settings", { paper_size: "A5" }, user));
    expect(await placeColumns(user)).toEqual(VARANASI_COLUMNS);
    const read = await exports.default.fetch(
      new Request(`${BASE}/api/user/settings`, { headers: { Cookie: user.cookie } }),
    );
    expect(((await read.json()) as { data: { default_place: { id: number } } }).data.default_place.id).toBe(
      VARANASI.id,
    );

    const cleared = await exports.default.fetch(jsonRequest("/api/user/settings", { default_place_id: null }, user));
    expect(cleared.status).toBe(200);
    expect(((await cleared.json()) as { data: { default_place: unknown } }).data.default_place).toBeNull();
    expect(await placeColumns(user)).toEqual(NO_PLACE);
  });

  it("clears it on the form when the place box is emptied", async () => {
    const user = await signIn();
    await postForm(
      "/main/settings",
      defaults({ default_placeId: String(VARANASI.id), default_placeLabel: "Varanasi" }),
      user,
    );
    const res = await postForm("/main/settings", defaults({ default_placeId: "", default_placeLabel: "" }), user);
    expect(res.status).toBe(200);
    expect(await placeColumns(user)).toEqual(NO_PLACE);
  });

  it("refuses a place that is not in the gazetteer or was typed without a choice: 4xx JSON, nothing written", async () => {
    const user = await signIn();
    for (const bad of [999_999_999, 0, -5, 1.5, "Varanasi", "1253405", { id: VARANASI.id }, true]) {
      const res = await exports.default.fetch(jsonRequest("/api/user/settings", { default_place_id: bad }, user));
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.headers.get("Content-Type")).toContain("application/json");
      expect(await res.json()).toMatchObject({
        error: { code: expect.stringMatching(/^invalid_(place|input)$/), field: "default_place_id" },
      });
    }
    const unknown = await exports.default.fetch(
      jsonRequest("/api/user/settings", { default_place_id: 999_999_999, chart_style: "south" }, user),
    );
    expect(await unknown.json()).toEqual({
      error: {
        code: "invalid_place",
        message: "Invalid place. Please enter a real location.",
        field: "default_place_id",
      },
    });
    // coordinates and names are never taken from the request
    const typed = await exports.default.fetch(
      jsonRequest("/api/user/settings", { default_place_name: "Varanasi", default_place_latitude: 25.3 }, user),
    );
    expect(typed.status).toBe(400);
    expect(await settingsRow(user)).toBeNull();

    // the form: a name typed but not chosen from the list is refused beside the field, in Hindi too
    for (const [label, id, language, message] of [
      ["Varanasi town", "", "en", "Invalid place. Please enter a real location."],
      ["Varanasi", "999999999", "hi", "अमान्य स्थान"],
    ] as const) {
      const res = await postForm(
        "/main/settings",
        defaults({ chart_style: "south", default_placeId: id, default_placeLabel: label }),
        user,
        language,
      );
      expect(res.status).toBe(400);
      const html = await res.text();
      // Shown under the place box (not only in the page's data), the box marked and filled again.
      expect(html).toMatch(new RegExp(`id="[^"]*-default_placeLabel-error"[^>]*>${message}`));
      expect(html).toMatch(/<input(?=[^>]*name="default_placeLabel")(?=[^>]*aria-invalid="true")/);
      expect(html).toContain(`value="${label}"`);
      expect(await settingsRow(user)).toBeNull();
    }
  });

  it("refuses a place even when the rest of the form is fine, leaving an earlier place as it was", async () => {
    const user = await signIn();
    await postForm(
      "/main/settings",
      defaults({ default_placeId: String(VARANASI.id), default_placeLabel: "Varanasi" }),
      user,
    );
    const res = await postForm(
      "/main/settings",
      defaults({ paper_size: "A5", default_placeId: "", default_placeLabel: "Kashi" }),
      user,
    );
    expect(res.status).toBe(400);
    expect(await placeColumns(user)).toEqual(VARANASI_COLUMNS);
    expect(await settingsRow(user)).toMatchObject({ paper_size: "A4" });
  });
});

describe("Invitations on Settings", () => {
  async function invitedTo(name: string): Promise<{ owner: TestUser; invited: TestUser; organizationId: number }> {
    const owner = await signIn({ name: "Gopal Owner" });
    const organizationId = await ownOrganization(owner, name);
    const invited = await signIn({ name: "Isha" });
    await env.DB.prepare(
      "INSERT INTO organization_invites (organization_id, phone, name, organization_role, invited_by, created_at) VALUES (?, ?, 'Isha', 'astrologer', ?, ?)",
    )
      .bind(organizationId, invited.phone, owner.uid, new Date().toISOString())
      .run();
    return { owner, invited, organizationId };
  }

  const organizationOf = async (user: TestUser) =>
    (await env.DB.prepare("SELECT organization_id FROM users WHERE uid = ?")
      .bind(user.uid)
      .first<{ organization_id: number }>())!.organization_id;

  it("shows the invitation to the invited astrologer only, and Accept joins the organization", async () => {
    const { owner, invited, organizationId } = await invitedTo("Kashi Jyotish Sansthan");
    const html = await (await page(invited)).text();
    expect(html).toContain("Join Kashi Jyotish Sansthan");
    expect(html).toContain("invited by Gopal Owner");
    expect(await (await page(owner)).text()).not.toContain("Join Kashi Jyotish Sansthan");

    const res = await postForm(
      "/main/settings",
      { intent: "accept-invitation", organization_id: String(organizationId) },
      invited,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("You have joined Kashi Jyotish Sansthan.");
    expect(await organizationOf(invited)).toBe(organizationId);
    expect(await (await page(invited)).text()).not.toContain("Join Kashi Jyotish Sansthan");
  });

  it("Decline removes the invitation and joins nothing", async () => {
    const { invited, organizationId } = await invitedTo("Prayag Jyotish");
    const res = await postForm(
      "/main/settings",
      { intent: "decline-invitation", organization_id: String(organizationId) },
      invited,
      "hi",
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("निमंत्रण अस्वीकार किया गया।");
    expect(await organizationOf(invited)).toBe(0);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM organization_invites WHERE phone = ?")
      .bind(invited.phone)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("nobody else accepts an invitation meant for another phone", async () => {
    const { organizationId } = await invitedTo("Ujjain Jyotish");
    const stranger = await signIn();
    for (const intent of ["accept-invitation", "decline-invitation"]) {
      const res = await postForm("/main/settings", { intent, organization_id: String(organizationId) }, stranger);
      expect(res.status).toBe(404);
    }
    expect(await organizationOf(stranger)).toBe(0);
    const bad = await postForm(
      "/main/settings",
      { intent: "accept-invitation", organization_id: "1 OR 1=1" },
      stranger,
    );
    expect(bad.status).toBe(400);
  });
});

describe("My own readings", () => {
  const keep = (user: TestUser, language: "en" | "hi", key: string, text: string) =>
    env.DB.prepare(
      "INSERT INTO own_readings (user_id, language, reading_key, text, created_at, updated_at) VALUES (?, ?, ?, ?, 1, 1)",
    )
      .bind(user.uid, language, key, text)
      .run();
  const kept = (user: TestUser) =>
    env.DB.prepare("SELECT language, reading_key FROM own_readings WHERE user_id = ? ORDER BY language, reading_key")
      .bind(user.uid)
      .all()
      .then((r) => r.results);

  it("lists the astrologer's own texts in both languages, never another's, in English and Hindi", async () => {
    const user = await signIn();
    const other = await signIn();
    await keep(user, "en", "grahaInHouse.Saturn.7", "Saturn in the 7th, as I read it for my clients.");
    await keep(user, "hi", "doshas.mangal", "मंगल दोष का मेरा अपना फल।");
    await keep(other, "en", "lagna.1", "Someone else's Aries Lagna.");
    const html = await (await page(user)).text();
    expect(html).toContain("My own readings");
    expect(html).toContain("Saturn in the 7th, as I read it for my clients.");
    expect(html).toContain("grahaInHouse.Saturn.7");
    expect(html).toContain("मंगल दोष का मेरा अपना फल।");
    expect(html).not.toContain("Someone else&#x27;s Aries Lagna.");
    expect(html).not.toContain("Someone else's Aries Lagna.");
    const hindi = await (await page(user, "/main/settings", "; i18next=hi")).text();
    expect(hindi).toContain("मेरे अपने फल");
    expect(hindi).toContain("भूल जाएँ");
    const empty = await (await page(await signIn())).text();
    expect(empty).toContain("You have no saved texts yet.");
  });

  it("Forget removes that text only; another's text or a bad key is refused with 4xx, nothing removed", async () => {
    const user = await signIn();
    const other = await signIn();
    await keep(user, "en", "grahaInHouse.Saturn.7", "Mine, in English.");
    await keep(user, "hi", "grahaInHouse.Saturn.7", "मेरा, हिंदी में।");
    await keep(other, "en", "lagna.1", "Theirs.");
    const res = await postForm(
      "/main/settings",
      { intent: "forget-reading", language: "en", key: "grahaInHouse.Saturn.7" },
      user,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Reading forgotten");
    expect(await kept(user)).toEqual([{ language: "hi", reading_key: "grahaInHouse.Saturn.7" }]);
    const theirs = await postForm("/main/settings", { intent: "forget-reading", language: "en", key: "lagna.1" }, user);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).toContain("You have no text of your own for this reading.");
    expect(await kept(other)).toEqual([{ language: "en", reading_key: "lagna.1" }]);
    for (const bad of [
      { language: "fr", key: "lagna.1" },
      { language: "en", key: "not a key; DROP TABLE" },
    ]) {
      const refused = await postForm("/main/settings", { intent: "forget-reading", ...bad }, user);
      expect(refused.status).toBe(400);
    }
    expect(await kept(user)).toHaveLength(1);
  });
});
