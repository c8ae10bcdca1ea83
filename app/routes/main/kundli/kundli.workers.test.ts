/**
 * The Kundli and matchmaking screens as a browser without script uses them: real form posts to
 * the route actions (real D1, the real calculation Worker), redirects, and the pages they lead
 * to. Wrong input answers 400 with the message beside the field and saves nothing; one
 * astrologer never reaches another's Kundli.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE, jsonRequest, postForm, signIn, type TestUser } from "../../../../tests/workers/session";
import { birthForm, seedVaranasi, VARANASI } from "../../../../tests/workers/birth-form";

beforeAll(async () => {
  await seedVaranasi();
});

function get(path: string, user: TestUser, extraCookie = ""): Promise<Response> {
  return exports.default.fetch(
    new Request(BASE + path, { headers: { Cookie: user.cookie + extraCookie }, redirect: "manual" }),
  );
}

async function savedCount(user: TestUser): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM kundalis WHERE user_id = ?")
    .bind(user.uid)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

function idFrom(res: Response): number {
  const location = res.headers.get("Location") ?? "";
  const m = /^\/main\/kundli\/(\d+)$/.exec(location);
  if (!m) throw new Error(`not a Kundli address: ${location}`);
  return Number(m[1]);
}

describe("New Kundli without script", () => {
  it("refuses a place not chosen from the list, says so beside the field, saves nothing", async () => {
    const user = await signIn();
    const res = await postForm("/main/kundli", birthForm({ placeId: "", placeLabel: "Atlantis" }), user);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Invalid place. Please enter a real location.");
    expect(html).toContain('value="Asha Sharma"'); // the form keeps what was typed
    expect(await savedCount(user)).toBe(0);
  });

  it("refuses an unknown place id and a date that does not exist", async () => {
    const user = await signIn();
    const unknown = await postForm("/main/kundli", birthForm({ placeId: "999999999" }), user);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Invalid place. Please enter a real location.");
    const feb30 = await postForm("/main/kundli", birthForm({ day: "30", month: "2" }), user);
    expect(feb30.status).toBe(400);
    expect(await feb30.text()).toContain("This date does not exist. Please check the day and month.");
    expect(await savedCount(user)).toBe(0);
  });

  it("in Hindi when the astrologer reads Hindi", async () => {
    const user = await signIn();
    const res = await postForm("/main/kundli", birthForm({ placeId: "" }), user, "hi");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("अमान्य स्थान। कृपया सही स्थान दर्ज करें।");
  });

  it("saves a Kundli from a gazetteer place and opens it, computed, in every tab's first view", async () => {
    const user = await signIn();
    const res = await postForm(
      "/main/kundli",
      birthForm({ fatherName: "Ram Sharma", clock: "12", hour: "12", meridiem: "pm" }),
      user,
    );
    expect(res.status).toBe(302);
    const id = idFrom(res);
    const row = await env.DB.prepare("SELECT * FROM kundalis WHERE id = ?").bind(id).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      user_id: user.uid,
      name: "Asha Sharma",
      gender: "female",
      date: "1990-01-15",
      time: "12:00:00",
      place_id: VARANASI.id,
      timezone: "Asia/Kolkata",
      utc_offset: null,
      father_name: "Ram Sharma",
    });
    expect(row!.place_name).toContain("Varanasi");

    const page = await get(`/main/kundli/${id}`, user);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of [
      "Avakhada Details",
      "Panchang Details",
      "Purva Phalguni",
      "Asia/Kolkata (UTC +05:30)",
      "Calculation receipt",
    ]) {
      expect(html).toContain(text);
    }
    // The first tab is written in place, ahead of the page's data: not moved to the end of the
    // document by React, where a script would have to run before anything of it is painted.
    expect(html).not.toMatch(/<template id="B:/);
    expect(html.indexOf("Avakhada Details")).toBeLessThan(html.indexOf("__reactRouterContext"));
    // the tab links work without script
    expect(html).toContain('href="?tab=dasha"');
    const dasha = await (await get(`/main/kundli/${id}?tab=dasha`, user)).text();
    expect(dasha).toContain("Balance of Venus Mahadasha at birth");
  });

  it("takes coordinates and a UTC offset typed by hand", async () => {
    const user = await signIn();
    const res = await postForm(
      "/main/kundli",
      birthForm({ placeId: "", placeLabel: "Home village", latitude: "25.5", longitude: "82.9", utcOffset: "+5:30" }),
      user,
    );
    expect(res.status).toBe(302);
    const row = await env.DB.prepare(
      "SELECT place_id, place_name, latitude, timezone, utc_offset FROM kundalis WHERE id = ?",
    )
      .bind(idFrom(res))
      .first();
    expect(row).toEqual({
      place_id: null,
      place_name: "Home village",
      latitude: 25.5,
      timezone: "UTC",
      utc_offset: "+05:30",
    });
  });

  it("recomputes with the options of the address and prints them on the receipt", async () => {
    const user = await signIn();
    const id = idFrom(await postForm("/main/kundli", birthForm(), user));
    const html = await (await get(`/main/kundli/${id}?ayanamsa=kp&node=true&houses=placidus`, user)).text();
    expect(html).toContain("KP (Krishnamurti)");
    expect(html).toContain("True node");
    expect(html).toContain("Placidus (KP)");
    // an option that does not exist is ignored, not an error
    expect((await get(`/main/kundli/${id}?ayanamsa=nonsense`, user)).status).toBe(200);
  });

  it("edits and deletes; another astrologer can neither open, edit nor delete it", async () => {
    const owner = await signIn();
    const other = await signIn();
    const id = idFrom(await postForm("/main/kundli", birthForm(), owner));

    expect((await get(`/main/kundli/${id}`, other)).status).toBe(404);
    expect((await get(`/main/kundli/${id}/edit`, other)).status).toBe(404);
    expect((await postForm(`/main/kundli/${id}/edit`, birthForm({ name: "Taken" }), other)).status).toBe(404);
    expect((await postForm(`/main/kundli/${id}`, { intent: "delete" }, other)).status).toBe(404);
    const fromList = await postForm("/main/kundli", { intent: "delete", id: String(id) }, other);
    expect(fromList.status).toBe(404);
    expect(await savedCount(owner)).toBe(1);

    const edited = await postForm(`/main/kundli/${id}/edit`, birthForm({ name: "Asha S. Sharma", hour: "14" }), owner);
    expect(edited.status).toBe(302);
    expect(edited.headers.get("Location")).toBe(`/main/kundli/${id}`);
    const row = await env.DB.prepare("SELECT name, time FROM kundalis WHERE id = ?").bind(id).first();
    expect(row).toEqual({ name: "Asha S. Sharma", time: "14:00:00" });

    const deleted = await postForm("/main/kundli", { intent: "delete", id: String(id) }, owner);
    expect(deleted.status).toBe(200);
    expect(await savedCount(owner)).toBe(0);
    expect((await get(`/main/kundli/${id}`, owner)).status).toBe(404);
  });

  it("Edit shows coordinates typed over a chosen place with their zone's offset, so saving again works", async () => {
    const owner = await signIn();
    // Own coordinates over Varanasi, no offset typed: the row keeps the place's zone and no offset.
    const id = idFrom(await postForm("/main/kundli", birthForm({ latitude: "25.3", longitude: "83" }), owner));
    const row = await env.DB.prepare("SELECT place_id, timezone, utc_offset FROM kundalis WHERE id = ?")
      .bind(id)
      .first();
    expect(row).toEqual({ place_id: null, timezone: "Asia/Kolkata", utc_offset: null });
    const page = await (await get(`/main/kundli/${id}/edit`, owner)).text();
    expect(page).toMatch(/name="utcOffset"[^>]*value="\+05:30"/);
    expect(page).toMatch(/name="latitude"[^>]*value="25.3"/);
    // What the page shows, sent back unchanged, is a good form.
    const again = await postForm(
      `/main/kundli/${id}/edit`,
      birthForm({ placeId: "", placeLabel: "Varanasi", latitude: "25.3", longitude: "83", utcOffset: "+05:30" }),
      owner,
    );
    expect(again.status).toBe(302);
  });

  it("lists the saved Kundlis, filtered by ?q= without script", async () => {
    const user = await signIn();
    await postForm("/main/kundli", birthForm({ name: "Ravi Kumar", gender: "male" }), user);
    await postForm("/main/kundli", birthForm({ name: "Asha Sharma" }), user);
    const all = await (await get("/main/kundli", user)).text();
    expect(all).toContain("Ravi Kumar");
    expect(all).toContain("Asha Sharma");
    const some = await (await get("/main/kundli?q=ravi", user)).text();
    expect(some).toContain("Ravi Kumar");
    expect(some).not.toContain(">Asha Sharma<");
    const none = await (await get("/main/kundli", await signIn())).text();
    expect(none).toContain("No saved Kundli found.");
  });
});

describe("The Kundli view's data, one tab at a time (ADR 0032)", () => {
  // Field names that only the data of one tab writes into the page.
  const ONLY = { shodashvarga: "taraChakra", ashtakvarga: "trikonaShodhita", maitri: "panchadha", basic: "yoni" };
  // The loader's data is a string in a script of the page, its quotes escaped.
  const carries = (html: string, field: string) => html.includes(`\\"${field}\\"`);

  it("the document carries the open tab's data and not the others'", async () => {
    const user = await signIn();
    const id = idFrom(await postForm("/main/kundli", birthForm(), user));
    const basic = await (await get(`/main/kundli/${id}`, user)).text();
    expect(carries(basic, ONLY.basic)).toBe(true);
    for (const field of [ONLY.shodashvarga, ONLY.ashtakvarga, ONLY.maitri]) expect(carries(basic, field)).toBe(false);
    const shodashvarga = await (await get(`/main/kundli/${id}?tab=shodashvarga`, user)).text();
    expect(carries(shodashvarga, ONLY.shodashvarga)).toBe(true);
    expect(carries(shodashvarga, ONLY.basic)).toBe(false);
    // The Basic tab's sensitivity panel comes with the page (TAB_SECTIONS), the other tabs' do not.
    expect(carries(basic, "windowSeconds")).toBe(true);
    expect(carries(shodashvarga, "windowSeconds")).toBe(false);
    // The whole Kundli made the page about 60 kB heavier than the Basic tab's part does.
    expect(basic.length).toBeLessThan(shodashvarga.length);
  });

  it("another tab's part comes from GET /api/kundli/:id/tabs/:tab, the same as the whole Kundli's", async () => {
    const user = await signIn();
    const id = idFrom(await postForm("/main/kundli", birthForm(), user));
    const res = await get(`/api/kundli/${id}/tabs/shodashvarga`, user);
    expect(res.status).toBe(200);
    const part = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(part).sort()).toEqual(["basic", "panchang", "receipt", "shodashvarga", "warnings"]);
    const whole = (await (
      await exports.default.fetch(
        jsonRequest(
          "/api/kundli/generate",
          {
            name: "Asha Sharma",
            gender: "female",
            date: "1990-01-15",
            time: "12:00:00",
            place: {
              name: VARANASI.name,
              latitude: VARANASI.latitude,
              longitude: VARANASI.longitude,
              timezone: VARANASI.timezone,
            },
          },
          user,
        ),
      )
    ).json()) as Record<string, unknown>;
    expect(part.shodashvarga).toEqual(whole.shodashvarga);

    // the page's options: the part is computed with them
    const kp = (await (await get(`/api/kundli/${id}/tabs/charts?ayanamsa=kp`, user)).json()) as {
      receipt: { options: { ayanamsa: string } };
      vargas: unknown;
      maitri?: unknown;
    };
    expect(kp.receipt.options.ayanamsa).toBe("kp");
    expect(kp.vargas).toBeDefined();
    expect(kp.maitri).toBeUndefined();

    // The Basic tab's part carries its sensitivity section, at the start of this minute; the others' do not.
    const before = Date.now();
    const basic = (await (await get(`/api/kundli/${id}/tabs/basic`, user)).json()) as {
      sensitivity?: { at: string; items: { key: string }[] };
    };
    // The seven readings (their values: engine/sensitivity.test.ts).
    expect(basic.sensitivity?.items).toHaveLength(7);
    expect(basic.sensitivity?.items[0]?.key).toBe("lagna");
    const at = Date.parse(basic.sensitivity!.at);
    expect(at % 60_000).toBe(0);
    expect(at).toBeGreaterThan(before - 60_000);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(part.sensitivity).toBeUndefined();
  });

  it("answers 404 for another astrologer's Kundli, an unknown one and an unknown tab, 401 without a session", async () => {
    const owner = await signIn();
    const id = idFrom(await postForm("/main/kundli", birthForm(), owner));
    const other = await get(`/api/kundli/${id}/tabs/maitri`, await signIn());
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ error: { code: "not_found" } });
    expect((await get(`/api/kundli/99999999/tabs/maitri`, owner)).status).toBe(404);
    expect((await get(`/api/kundli/abc/tabs/maitri`, owner)).status).toBe(404);
    expect((await get(`/api/kundli/${id}/tabs/nonsense`, owner)).status).toBe(404);
    const anonymous = await exports.default.fetch(new Request(`${BASE}/api/kundli/${id}/tabs/maitri`));
    expect(anonymous.status).toBe(401);
  });
});

describe("Matchmaking without script", () => {
  it("matches two saved Kundlis by id, and by a name that fits exactly one", async () => {
    const user = await signIn();
    const boy = idFrom(
      await postForm("/main/kundli", birthForm({ name: "Ravi Kumar", gender: "male", year: "1988" }), user),
    );
    const girl = idFrom(await postForm("/main/kundli", birthForm(), user));

    const res = await postForm(
      "/main/match",
      { "boy.mode": "saved", "boy.id": String(boy), "girl.mode": "saved", "girl.search": "asha sharma" },
      user,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(`/main/match?boy=${boy}&girl=${girl}`);
    const html = await (await get(`/main/match?boy=${boy}&girl=${girl}`, user)).text();
    expect(html).toMatch(/\d+(\.5)?\/36/);
    for (const text of ["Ashtakoot Points", "Area of Life", "OUT OF", "Mangal Dosh: Ravi Kumar (boy)", "Bhakoot"])
      expect(html).toContain(text);
  });

  it("refuses a girl's side that names a boy, or nothing, and another astrologer's Kundlis", async () => {
    const user = await signIn();
    const boy = idFrom(await postForm("/main/kundli", birthForm({ name: "Ravi Kumar", gender: "male" }), user));
    const wrongGender = await postForm("/main/match", { "boy.id": String(boy), "girl.id": String(boy) }, user);
    expect(wrongGender.status).toBe(400);
    expect(await wrongGender.text()).toContain(
      "Please choose the girl&#x27;s saved Kundli, or enter new birth details.",
    );
    const noMatch = await postForm("/main/match", { "boy.id": String(boy), "girl.search": "Nobody" }, user);
    expect(await noMatch.text()).toContain("No match found");

    const other = await signIn();
    expect((await get(`/main/match?boy=${boy}&girl=${boy}`, other)).status).toBe(404);
    const stolen = await postForm("/main/match", { "boy.id": String(boy), "girl.search": "x" }, other);
    expect(await stolen.text()).toContain("Please choose the boy&#x27;s saved Kundli, or enter new birth details.");
  });

  /** The message the form shows at the field named `name` (its aria-describedby), or null. */
  function messageAt(html: string, name: string): string | null {
    const input = new RegExp(`<input[^>]*name="${name.replace(".", "\\.")}"[^>]*>`).exec(html)?.[0];
    const describedBy = input && /aria-describedby="([^"]+)"/.exec(input)?.[1];
    if (!describedBy) return null;
    return new RegExp(`id="${describedBy}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? null;
  }

  const newBoy = (over: Record<string, string> = {}) => ({
    "boy.mode": "new",
    "boy.name": "Mohan Lal",
    "boy.day": "9",
    "boy.month": "11",
    "boy.year": "1987",
    "boy.hour": "21",
    "boy.minute": "45",
    "boy.placeId": String(VARANASI.id),
    "boy.placeLabel": "Varanasi",
    ...over,
  });

  it("refuses a wrong side at that side's field, in English and Hindi, and saves nothing", async () => {
    const user = await signIn();
    const girl = idFrom(await postForm("/main/kundli", birthForm(), user));
    const before = await savedCount(user);
    // The boy's new birth has no name: the message is at boy.name, the girl's side is untouched.
    const en = await postForm("/main/match", { ...newBoy({ "boy.name": "" }), "girl.id": String(girl) }, user);
    expect(en.status).toBe(400);
    const html = await en.text();
    expect(messageAt(html, "boy.name")).toBe("Please enter the full name.");
    expect(html).not.toMatch(/name="girl\.[^"]*"[^>]*aria-invalid/);
    expect(html).toContain('value="21"'); // what was typed comes back
    const hi = await postForm("/main/match", { ...newBoy({ "boy.name": "" }), "girl.id": String(girl) }, user, "hi");
    expect(hi.status).toBe(400);
    expect(messageAt(await hi.text(), "boy.name")).toBe("कृपया पूरा नाम भरें।");
    // A saved side that names no one: its message at girl.search, and the valid new boy is not saved.
    const noOne = await postForm("/main/match", { ...newBoy(), "girl.mode": "saved", "girl.search": "Nobody" }, user);
    expect(noOne.status).toBe(400);
    const noOneHtml = await noOne.text();
    expect(messageAt(noOneHtml, "girl.search")).toBe("No match found");
    expect(messageAt(noOneHtml, "boy.name")).toBeNull();
    expect(await savedCount(user)).toBe(before);
    // A place the calculation's gazetteer does not know: at the boy's place box, nothing saved.
    const unknownPlace = await postForm(
      "/main/match",
      { ...newBoy({ "boy.placeId": "987654321", "boy.placeLabel": "Atlantis" }), "girl.id": String(girl) },
      user,
    );
    expect(unknownPlace.status).toBe(400);
    expect(messageAt(await unknownPlace.text(), "boy.placeLabel")).toBe("Invalid place. Please enter a real location.");
    expect(await savedCount(user)).toBe(before);
  });

  it("saves new birth details given for one side, with the boy's gender, and gives the match", async () => {
    const user = await signIn();
    const girl = idFrom(await postForm("/main/kundli", birthForm(), user));
    const res = await postForm("/main/match", { ...newBoy(), "girl.id": String(girl) }, user);
    expect(res.status).toBe(302);
    const row = await env.DB.prepare("SELECT id, gender FROM kundalis WHERE user_id = ? AND name = 'Mohan Lal'")
      .bind(user.uid)
      .first<{ id: number; gender: string }>();
    expect(row?.gender).toBe("male");
    expect(res.headers.get("Location")).toBe(`/main/match?boy=${row!.id}&girl=${girl}`);
    const html = await (await get(res.headers.get("Location")!, user)).text();
    expect(html).toMatch(/\d+(\.5)?\/36/);
    expect(html).toContain("Mangal Dosh: Mohan Lal (boy)");
  });
});
