/**
 * The Clients screens as a browser without script uses them: the list (search, tag, sort in the
 * address), Add client, a client's page with the running dasha of their own Kundli, Edit, Log a
 * consultation (fee in rupees), New Kundli for a client; wrong input answers 400 with the
 * message on the page; another astrologer's client is 404.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE, jsonRequest, postForm, signIn, type TestUser } from "../../../../tests/workers/session";
import { birthForm, seedVaranasi, VARANASI } from "../../../../tests/workers/birth-form";

/** The page shows `message` under the field `name`, which is marked invalid and names it (Conform's ids). */
function expectFieldError(page: string, name: string, message: string) {
  expect(page).toMatch(new RegExp(`name="${name}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="${name}"`));
  expect(page).toMatch(new RegExp(`id="[^"]*-${name}-error"[^>]*>${message.replace(/[.()]/g, "\\$&")}`));
}
/** Rows of `table` whose `column` is `value`: what a refused form must not have written. */
const count = async (table: "clients" | "consultations" | "client_consents", column: string, value: string | number) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?`).bind(value).first<{ n: number }>())!
    .n;

const get = (path: string, user: TestUser, cookie = "") =>
  exports.default.fetch(new Request(BASE + path, { headers: { Cookie: user.cookie + cookie }, redirect: "manual" }));

const birth = (over: Record<string, string>) => birthForm({ name: "Asha Verma", ...over });

let user: TestUser;
let clientId: number;

beforeAll(async () => {
  await seedVaranasi();
  user = await signIn({ name: "Pandit" });
});

describe("the Clients screens", () => {
  it("adds a client and opens their page; refuses a Latin name in the Devanagari field", async () => {
    const refused = await postForm("/main/clients", { intent: "add", name: "Asha Verma", name_hi: "Asha" }, user);
    expect(refused.status).toBe(400);
    // At its field, with what was typed shown again, and nothing written.
    const refusedPage = await refused.text();
    expectFieldError(refusedPage, "name_hi", "Write this name in Devanagari letters.");
    expect(refusedPage).toMatch(/name="name"[^>]*value="Asha Verma"|value="Asha Verma"[^>]*name="name"/);
    const hindi = await postForm("/main/clients?lng=hi", { intent: "add", name: "", email: "asha@" }, user);
    expect(hindi.status).toBe(400);
    const hindiPage = await hindi.text();
    expectFieldError(hindiPage, "email", "सही ईमेल पता डालें।");
    expect(hindiPage).toMatch(/name="name"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="name"/);
    expect(await count("clients", "user_id", user.uid)).toBe(0);

    const res = await postForm(
      "/main/clients",
      {
        intent: "add",
        name: "Asha Verma",
        name_hi: "आशा वर्मा",
        phone: "9876543210",
        city: "Varanasi",
        tags: "family, VIP",
      },
      user,
    );
    expect(res.status).toBe(302);
    const m = /^\/main\/clients\/(\d+)$/.exec(res.headers.get("Location") ?? "");
    expect(m).not.toBeNull();
    clientId = Number(m![1]);
    const page = await (await get(`/main/clients/${clientId}`, user)).text();
    for (const text of ["Asha Verma", "आशा वर्मा", "+919876543210", "VIP", "No Kundli yet.", "relation Self"])
      expect(page, text).toContain(text);
  });

  it("saves a New Kundli for the client with its relation, back on the client's page", async () => {
    const form = await (await get(`/main/kundli?client=${clientId}`, user)).text();
    expect(form).toContain("For Asha Verma");
    const self = await postForm(
      `/main/kundli?client=${clientId}`,
      birth({ client_id: String(clientId), relation: "self" }),
      user,
    );
    expect([self.status, self.headers.get("Location")]).toEqual([302, `/main/clients/${clientId}`]);
    const spouse = await postForm(
      `/main/kundli?client=${clientId}`,
      birth({ client_id: String(clientId), relation: "spouse", name: "Vikram Verma", gender: "male", year: "1987" }),
      user,
    );
    expect(spouse.status).toBe(302);
    const rows = await env.DB.prepare("SELECT name, relation FROM kundalis WHERE client_id = ? ORDER BY id")
      .bind(clientId)
      .all();
    expect(rows.results).toEqual([
      { name: "Asha Verma", relation: "self" },
      { name: "Vikram Verma", relation: "spouse" },
    ]);
  });

  it("shows the Mahadasha and Antardasha running today in the client's own Kundli", async () => {
    // What the calculation service says of her Kundli, read here without the screen's helpers.
    const input = {
      name: "Asha Verma",
      gender: "female",
      date: "1990-01-15",
      time: "12:00:00",
      place: {
        name: "Varanasi",
        latitude: VARANASI.latitude,
        longitude: VARANASI.longitude,
        timezone: VARANASI.timezone,
      },
    };
    const kundli = (await (await exports.default.fetch(jsonRequest("/api/kundli/generate", input, user))).json()) as {
      dasha: {
        periods: {
          planet: string;
          start: string;
          end: string;
          children: { planet: string; start: string; end: string }[];
        }[];
      };
    };
    const now = Date.now();
    const running = <P extends { start: string; end: string }>(list: P[]) =>
      list.find((p) => Date.parse(p.start) <= now && now < Date.parse(p.end))!;
    const maha = running(kundli.dasha.periods);
    const antar = running(maha.children);
    const page = await (await get(`/main/clients/${clientId}`, user)).text();
    const dasha = page.slice(page.indexOf("Running dasha"), page.indexOf("Kundlis<"));
    expect(dasha).toMatch(new RegExp(`Mahadasha</dt><dd><span[^>]*>${maha.planet}</span>`));
    expect(dasha).toMatch(new RegExp(`Antardasha</dt><dd><span[^>]*>${antar.planet}</span>`));
    const [y, mo, d] = antar.end.slice(0, 10).split("-");
    expect(dasha).toContain(`until ${d}-${mo}-${y}`);
    expect(page).toContain("Vikram Verma");
    expect(page).toContain("Spouse");
  });

  it("logs a consultation with the fee in rupees; refuses a fee that is not an amount", async () => {
    const base = {
      intent: "consult",
      date: "2026-11-20",
      question: "Career?",
      advice: "Wait",
      remedies: "Gayatri mantra",
    };
    const bad = await postForm(`/main/clients/${clientId}`, { ...base, fee: "abc" }, user);
    expect(bad.status).toBe(400);
    const badPage = await bad.text();
    expectFieldError(badPage, "fee", "Enter the fee in rupees, for example 1100 or 1100.50.");
    expect(badPage).toContain(">Gayatri mantra</textarea>"); // what was typed, shown again
    const hindi = await postForm(`/main/clients/${clientId}?lng=hi`, { ...base, date: "", fee: "-5" }, user);
    expect(hindi.status).toBe(400);
    const hindiPage = await hindi.text();
    expectFieldError(hindiPage, "fee", "फ़ीस रुपये में लिखें, जैसे 1100 या 1100.50।");
    expect(hindiPage).toMatch(/name="date"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="date"/);
    // A rule past the schema (the API's): still at its field.
    const early = await postForm(`/main/clients/${clientId}`, { ...base, follow_up_on: "2026-01-01" }, user);
    expect(early.status).toBe(400);
    expectFieldError(await early.text(), "follow_up_on", "The follow-up cannot be before the consultation.");
    expect(await count("consultations", "client_id", clientId)).toBe(0);

    const ok = await postForm(
      `/main/clients/${clientId}`,
      { ...base, fee: "₹1,100.50", follow_up_on: "2027-01-20" },
      user,
    );
    expect(ok.status).toBe(200);
    const rows = await env.DB.prepare(
      "SELECT date, question, fee_paise, follow_up_on FROM consultations WHERE client_id = ?",
    )
      .bind(clientId)
      .all();
    expect(rows.results).toEqual([
      { date: "2026-11-20", question: "Career?", fee_paise: 110050, follow_up_on: "2027-01-20" },
    ]);
    const page = await (await get(`/main/clients/${clientId}`, user)).text();
    for (const text of ["20-11-2026", "Gayatri mantra", "₹1,100.50", "Follow-up 20-01-2027"])
      expect(page, text).toContain(text);
  });

  it("edits the client's details; refuses a wrong email at its field and changes nothing", async () => {
    const bad = await postForm(
      `/main/clients/${clientId}`,
      { intent: "update", name: "Asha Verma", city: "Lucknow", email: "asha@@example" },
      user,
    );
    expect(bad.status).toBe(400);
    expectFieldError(await bad.text(), "email", "Enter a valid email address.");
    expect(await env.DB.prepare("SELECT city FROM clients WHERE id = ?").bind(clientId).first()).toEqual({
      city: "Varanasi",
    });
    const res = await postForm(
      `/main/clients/${clientId}`,
      {
        intent: "update",
        name: "Asha Verma",
        name_hi: "आशा वर्मा",
        city: "Lucknow",
        tags: "VIP",
        phone: "",
        email: "",
        notes: "",
      },
      user,
    );
    expect(res.status).toBe(200);
    const row = await env.DB.prepare("SELECT city, tags, phone FROM clients WHERE id = ?").bind(clientId).first();
    expect(row).toEqual({ city: "Lucknow", tags: '["VIP"]', phone: "" });
  });

  it("deletes a consultation; refuses an id that is not one of this client's, above the timeline", async () => {
    const { id } = (await env.DB.prepare("SELECT id FROM consultations WHERE client_id = ?").bind(clientId).first<{
      id: number;
    }>())!;
    for (const wrong of ["abc", String(id + 1000)]) {
      const res = await postForm(`/main/clients/${clientId}`, { intent: "delete-consultation", id: wrong }, user);
      expect([400, 404]).toContain(res.status);
      expect(await res.text()).toMatch(/role="alert"[^>]*>Consultation not found\./);
    }
    expect(await count("consultations", "client_id", clientId)).toBe(1);
    const unknown = await postForm(`/main/clients/${clientId}`, { intent: "nonsense" }, user);
    expect(unknown.status).toBe(400);
    const res = await postForm(`/main/clients/${clientId}`, { intent: "delete-consultation", id: String(id) }, user);
    expect(res.status).toBe(200);
    expect(await count("consultations", "client_id", clientId)).toBe(0);
    // Back as it was for the list's sort below.
    await postForm(
      `/main/clients/${clientId}`,
      { intent: "consult", date: "2026-11-20", question: "Career?", follow_up_on: "2027-01-20" },
      user,
    );
  });

  it("lists, searches and filters in the address, in English and in Hindi", async () => {
    await postForm("/main/clients", { intent: "add", name: "Ravi Kumar", city: "Jaipur", tags: "matrimony" }, user);
    const all = await (await get("/main/clients", user)).text();
    expect(all).toContain("2 clients");
    expect(all.indexOf("Asha Verma")).toBeLessThan(all.indexOf("Ravi Kumar")); // the one consulted first
    const found = await (await get("/main/clients?q=%E0%A4%86%E0%A4%B6%E0%A4%BE", user)).text(); // आशा
    expect(found).toContain("1 client");
    const tagged = await (await get("/main/clients?tag=matrimony&sort=name", user)).text();
    expect(tagged).toContain("Ravi Kumar");
    expect(tagged).not.toContain(">Asha Verma<");
    const hindi = await (await get("/main/clients", user, "; i18next=hi")).text();
    for (const text of ["क्लाइंट जोड़ें", "पिछला परामर्श", "2 क्लाइंट"]) expect(hindi, text).toContain(text);
  });

  it("records a consent and its withdrawal; refuses each form at its field, in English and Hindi, writing nothing", async () => {
    const page = `/main/clients/${clientId}`;
    const consents = () => count("client_consents", "client_id", clientId);
    const before = await consents();
    // No purpose ticked, and a date in the future: each at its field, what was typed shown again.
    const refused = await postForm(
      page,
      { intent: "consent", given_on: "2999-01-01", method: "written", note: "At the office" },
      user,
    );
    expect(refused.status).toBe(400);
    const refusedPage = await refused.text();
    expect(refusedPage).toMatch(/id="[^"]*-purposes-error"[^>]*>Choose at least one purpose\.</);
    expectFieldError(refusedPage, "given_on", "The date cannot be in the future.");
    expect(refusedPage).toMatch(/name="note"[^>]*value="At the office"|value="At the office"[^>]*name="note"/);
    const hindi = await postForm(
      `${page}?lng=hi`,
      { intent: "consent", purposes: "reports", given_on: "", method: "by pigeon" },
      user,
    );
    expect(hindi.status).toBe(400);
    const hindiPage = await hindi.text();
    expectFieldError(hindiPage, "given_on", "कृपया सही तारीख YYYY-MM-DD के रूप में लिखें।");
    expect(hindiPage).toMatch(/id="[^"]*-method-error"[^>]*>[^<]+</);
    expect(hindiPage).not.toMatch(/id="[^"]*-purposes-error"/); // one purpose ticked is a good answer
    expect(await consents()).toBe(before);

    const recorded = await postForm(
      page,
      { intent: "consent", purposes: "birth_data", given_on: "2026-01-10", method: "written" },
      user,
    );
    expect(recorded.status).toBe(200);
    expect(await consents()).toBe(before + 1);
    const withdrawn = () =>
      env.DB.prepare("SELECT withdrawn_on FROM client_consents WHERE client_id = ? ORDER BY id DESC LIMIT 1")
        .bind(clientId)
        .first<{ withdrawn_on: string | null }>();
    const future = await postForm(page, { intent: "withdraw-consent", withdrawn_on: "2999-01-01" }, user);
    expect(future.status).toBe(400);
    expectFieldError(await future.text(), "withdrawn_on", "The date cannot be in the future.");
    expect((await withdrawn())!.withdrawn_on).toBeNull();
    expect((await postForm(page, { intent: "withdraw-consent", withdrawn_on: "2026-02-01" }, user)).status).toBe(200);
    expect((await withdrawn())!.withdrawn_on).toBe("2026-02-01");
  });

  it("answers 404 for another astrologer's client, and saves nothing through it", async () => {
    const other = await signIn();
    expect((await get(`/main/clients/${clientId}`, other)).status).toBe(404);
    const res = await postForm(
      `/main/clients/${clientId}`,
      { intent: "consult", date: "2026-11-21", question: "x" },
      other,
    );
    expect(res.status).toBe(404);
    // New Kundli with someone else's client: the client is ignored, the Kundli gets a client of its own.
    const saved = await postForm("/main/kundli", birth({ client_id: String(clientId), name: "Stranger" }), other);
    expect(saved.status).toBe(302);
    const row = await env.DB.prepare("SELECT client_id FROM kundalis WHERE name = 'Stranger'").first<{
      client_id: number;
    }>();
    expect(row!.client_id).not.toBe(clientId);
  });
});
