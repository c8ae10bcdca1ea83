/**
 * /main/branding as a browser without script uses it: real form posts to the route's action
 * (real D1). A refused form answers 4xx with the API's translated message and writes nothing;
 * one astrologer never reaches another's profile.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { BASE, postForm, signIn, type TestUser } from "../../../tests/workers/session";

const profile = (over: Record<string, string> = {}) => ({
  intent: "save",
  name: "Sharma Jyotish Kendra",
  logo_url: "",
  contact_phone: "9876543210",
  contact_email: "office@example.in",
  address: "12 Assi Ghat, Varanasi",
  primary_color: "#fa7500",
  secondary_color: "#1c1917",
  ...over,
});

interface Row {
  id: number;
  name: string;
  primary_color: string;
  contact_phone: string;
  is_connected: number;
}

async function rows(user: TestUser): Promise<Row[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, name, primary_color, contact_phone, is_connected FROM branding_profiles WHERE user_id = ? ORDER BY id",
  )
    .bind(user.uid)
    .all<Row>();
  return results;
}

describe("Branding Profiles without script", () => {
  it("shows the hint and an empty list to a new astrologer", async () => {
    const user = await signIn();
    const res = await exports.default.fetch(new Request(`${BASE}/main/branding`, { headers: { Cookie: user.cookie } }));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Connect any profile to start printing report with branding.");
    expect(html).toContain("No branding profiles yet.");
  });

  it("creates a profile with the accounts' rules (colours upper-cased, phone normalized) and lists it", async () => {
    const user = await signIn();
    const res = await postForm("/main/branding", profile(), user);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Sharma Jyotish Kendra");
    const saved = await rows(user);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ name: "Sharma Jyotish Kendra", primary_color: "#FA7500", is_connected: 0 });
    expect(saved[0]!.contact_phone).toMatch(/9876543210$/);
  });

  it("refuses a bad colour with the translated message and writes nothing", async () => {
    const user = await signIn();
    const res = await postForm("/main/branding", profile({ primary_color: "orange" }), user);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Colours are written as #RRGGBB, for example #FA7500.");
    expect(html).toContain('value="Sharma Jyotish Kendra"'); // the form keeps what was typed
    // At its field: the colour input is marked and names the message.
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="primary_color"/);
    expect(html).toMatch(/id="[^"]*-primary_color-error"[^>]*>Colours are written as #RRGGBB/);
    expect(await rows(user)).toHaveLength(0);

    const hindi = await postForm("/main/branding?lng=hi", profile({ secondary_color: "#12345" }), user);
    expect(hindi.status).toBe(400);
    expect(await hindi.text()).toContain("रंग #RRGGBB के रूप में लिखें");
    expect(await rows(user)).toHaveLength(0);
  });

  it("edits, connects one profile at a time and disconnects", async () => {
    const user = await signIn();
    await postForm("/main/branding", profile({ name: "First" }), user);
    await postForm("/main/branding", profile({ name: "Second" }), user);
    const [first, second] = await rows(user);
    expect((await postForm("/main/branding", { intent: "connect", id: String(first!.id) }, user)).status).toBe(200);
    expect((await postForm("/main/branding", { intent: "connect", id: String(second!.id) }, user)).status).toBe(200);
    expect((await rows(user)).map((row) => row.is_connected)).toEqual([0, 1]);
    await postForm("/main/branding", { intent: "disconnect", id: String(second!.id) }, user);
    expect((await rows(user)).map((row) => row.is_connected)).toEqual([0, 0]);

    const edited = await postForm("/main/branding", profile({ id: String(first!.id), name: "First Renamed" }), user);
    expect(edited.status).toBe(200);
    expect((await rows(user)).map((row) => row.name)).toEqual(["First Renamed", "Second"]);
  });

  it("does not reach another astrologer's profile", async () => {
    const owner = await signIn();
    const other = await signIn();
    await postForm("/main/branding", profile({ name: "Owner's Own" }), owner);
    const [row] = await rows(owner);
    expect((await postForm("/main/branding", { intent: "connect", id: String(row!.id) }, other)).status).toBe(404);
    expect((await postForm("/main/branding", profile({ id: String(row!.id), name: "Taken" }), other)).status).toBe(404);
    expect(await rows(owner)).toEqual([row]);
    expect(await rows(other)).toHaveLength(0);
    // An id that is no number is refused before any look-up.
    const bad = await postForm("/main/branding", { intent: "connect", id: "1 OR 1=1" }, other);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/role="alert"[^>]*>Branding profile not found\.</);
  });
});
