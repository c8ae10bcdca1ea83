/**
 * /main/astrologers as a browser without script uses it: real form posts to the route's action
 * (real D1). Creating an organization, adding an astrologer as its owner, the '(You)' mark, the
 * 'Complete profile' prompt; refusals answer 4xx with the API's translated message and write nothing.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BASE, postForm, signIn, type TestUser } from "../../../tests/workers/session";

function page(user: TestUser, query = ""): Promise<Response> {
  return exports.default.fetch(new Request(`${BASE}/main/astrologers${query}`, { headers: { Cookie: user.cookie } }));
}

async function organizationOf(user: TestUser) {
  return env.DB.prepare(
    "SELECT o.id, o.name, o.gst_number, o.uid FROM users u JOIN organizations o ON o.id = u.organization_id WHERE u.uid = ? AND o.id <> 0",
  )
    .bind(user.uid)
    .first<{ id: number; name: string; gst_number: string; uid: string }>();
}

// The Worker's first request builds the app: not within a test's 5 s on a busy machine.
beforeAll(async () => {
  await page(await signIn());
}, 60_000);

let phones = 0;
const newPhone = () => `+9197${String(Date.now()).slice(-6)}${String(phones++ % 100).padStart(2, "0")}`;

async function withOrganization(): Promise<TestUser> {
  const owner = await signIn();
  const res = await postForm(
    "/main/astrologers",
    { intent: "create-organization", name: "Kashi Jyotish Sansthan", gst_number: "27aapfu0939f1zv" },
    owner,
  );
  expect(res.status).toBe(200);
  return owner;
}

describe("Astrologers without script", () => {
  it("offers to create an organization, then shows its name and GSTIN with the owner marked (You)", async () => {
    const user = await signIn({ name: "Ravi Shastri" });
    const before = await (await page(user)).text();
    expect(before).toContain("Create your organization");

    const res = await postForm(
      "/main/astrologers",
      { intent: "create-organization", name: "Ravi Jyotish", gst_number: "27AAPFU0939F1ZV" },
      user,
    );
    expect(res.status).toBe(200);
    expect(await organizationOf(user)).toMatchObject({
      name: "Ravi Jyotish",
      gst_number: "27AAPFU0939F1ZV",
      uid: user.uid,
    });
    const html = await (await page(user)).text();
    expect(html).toContain("Ravi Jyotish");
    expect(html).toContain("27AAPFU0939F1ZV");
    expect(html).toMatch(/Ravi Shastri.{0,80}\(You\)/s);
    expect(html).toContain("Add New Astrologer");
  });

  it("refuses a bad GSTIN with the translated message and makes no organization", async () => {
    const user = await signIn();
    const res = await postForm(
      "/main/astrologers",
      { intent: "create-organization", name: "Ravi Jyotish", gst_number: "27AAPFU0939F1ZX" },
      user,
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please enter a valid 15-character GSTIN, for example 27AAPFU0939F1ZV.");
    expect(html).toContain('value="Ravi Jyotish"');
    expect(await organizationOf(user)).toBeNull();
  });

  it("lets the owner add a new astrologer by phone and name", async () => {
    const owner = await withOrganization();
    const organization = await organizationOf(owner);
    const phone = newPhone();
    const res = await postForm("/main/astrologers", { intent: "add-astrologer", phone, name: "Meera Joshi" }, owner);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Astrologer added to your organization.");
    const added = await env.DB.prepare("SELECT name, organization_id, organization_role FROM users WHERE phone = ?")
      .bind(phone)
      .first();
    expect(added).toEqual({ name: "Meera Joshi", organization_id: organization!.id, organization_role: "astrologer" });
    expect(await (await page(owner)).text()).toContain("Meera Joshi");
  });

  it("refuses Add New Astrologer to an astrologer who does not manage the organization, adding nobody", async () => {
    const owner = await withOrganization();
    const organization = await organizationOf(owner);
    const member = await signIn({ organizationId: organization!.id });
    const phone = newPhone();
    const res = await postForm("/main/astrologers", { intent: "add-astrologer", phone, name: "Meera Joshi" }, member);
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/Only the organization(&#x27;|&#39;|')s owner or its admins can do this\./);
    expect(await env.DB.prepare("SELECT uid FROM users WHERE phone = ?").bind(phone).first()).toBeNull();
  });

  it("asks to complete an empty profile and saves it from the profile form", async () => {
    const user = await signIn({ name: "" });
    expect(await (await page(user)).text()).toContain("Complete profile");
    const form = await (await page(user, "?edit=profile")).text();
    expect(form).toContain('name="experience_years"');

    const bad = await postForm(
      "/main/astrologers",
      { intent: "update-profile", name: "Anil Kumar", pincode: "012345", experience_years: "12" },
      user,
    );
    expect(bad.status).toBe(400);
    // The refusal is shown at its field, and the form is filled again with what was typed.
    const refusedForm = await bad.text();
    expect(refusedForm).toMatch(/name="pincode"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="pincode"/);
    expect(refusedForm).toMatch(/id="[^"]*-pincode-error"[^>]*>A PIN code has 6 digits and does not start with 0\./);
    expect(refusedForm).toContain('value="012345"');
    const badYears = await postForm(
      "/main/astrologers",
      { intent: "update-profile", name: "Anil Kumar", experience_years: "12.5" },
      user,
    );
    expect(badYears.status).toBe(400);
    expect(await badYears.text()).toMatch(
      /id="[^"]*-experience_years-error"[^>]*>Years of experience must be a whole number from 0 to 99\./,
    );
    const hindi = await postForm("/main/astrologers?lng=hi", { intent: "update-profile", name: "<b>Anil</b>" }, user);
    expect(hindi.status).toBe(400);
    const hindiForm = await hindi.text();
    expect(hindiForm).toMatch(/name="name"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="name"/);
    expect(hindiForm).toMatch(/id="[^"]*-name-error"[^>]*>कृपया नाम में केवल अक्षर, स्पेस/);
    const stored = () =>
      env.DB.prepare("SELECT name, pincode, experience_years FROM users WHERE uid = ?").bind(user.uid).first();
    expect(await stored()).toMatchObject({ name: "", experience_years: 0 });

    const res = await postForm(
      "/main/astrologers",
      { intent: "update-profile", name: "Anil Kumar", pincode: "221005", experience_years: "12", city: "Varanasi" },
      user,
    );
    expect(res.status).toBe(200);
    expect(await stored()).toEqual({ name: "Anil Kumar", pincode: "221005", experience_years: 12 });

    // An empty experience field leaves the number as it was.
    const kept = await postForm("/main/astrologers", { intent: "update-profile", name: "Anil Kumar Pandey" }, user);
    expect(kept.status).toBe(200);
    expect(await stored()).toEqual({ name: "Anil Kumar Pandey", pincode: "", experience_years: 12 });
  });
});

describe("Remove an astrologer without script", () => {
  const placeOf = async (user: TestUser) =>
    env.DB.prepare("SELECT organization_id, organization_role FROM users WHERE uid = ?")
      .bind(user.uid)
      .first<{ organization_id: number; organization_role: string }>();

  async function team() {
    const owner = await withOrganization();
    const organization = (await organizationOf(owner))!;
    const admin = await signIn({ organizationId: organization.id, name: "Asha Admin", organizationRole: "admin" });
    const astrologer = await signIn({ organizationId: organization.id, name: "Bhanu Astrologer" });
    const other = await withOrganization();
    return { owner, admin, astrologer, other, organizationId: organization.id };
  }

  it("shows Remove to the owner beside members, not beside the owner", async () => {
    const { owner } = await team();
    const html = await (await page(owner)).text();
    expect(html).toContain("Remove Bhanu Astrologer from the organization");
    expect(html).toContain("Remove Asha Admin from the organization");
    // Two members may be removed; the owner (marked (You)) may not.
    expect(html.match(/aria-label="Remove [^"]* from the organization"/g)).toHaveLength(2);
  });

  it("the owner removes an astrologer, who keeps their records and leaves the list", async () => {
    const { owner, astrologer } = await team();
    const res = await postForm("/main/astrologers", { intent: "remove-astrologer", user_id: astrologer.uid }, owner);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Astrologer removed from your organization.");
    expect(await placeOf(astrologer)).toEqual({ organization_id: 0, organization_role: "astrologer" });
    expect(await (await page(owner)).text()).not.toContain("Bhanu Astrologer");
  });

  it("an admin removes a plain astrologer but not the owner; an astrologer removes nobody", async () => {
    const { owner, admin, astrologer, organizationId } = await team();
    const refused = await postForm("/main/astrologers", { intent: "remove-astrologer", user_id: owner.uid }, admin);
    expect(refused.status).toBe(403);
    expect(await placeOf(owner)).toMatchObject({ organization_id: organizationId });
    const byMember = await postForm(
      "/main/astrologers",
      { intent: "remove-astrologer", user_id: admin.uid },
      astrologer,
    );
    expect(byMember.status).toBe(403);
    expect(await byMember.text()).toMatch(/Only the organization(&#x27;|&#39;|')s owner or its admins can do this\./);
    expect(await placeOf(admin)).toMatchObject({ organization_id: organizationId, organization_role: "admin" });
    const done = await postForm("/main/astrologers", { intent: "remove-astrologer", user_id: astrologer.uid }, admin);
    expect(done.status).toBe(200);
    expect(await placeOf(astrologer)).toMatchObject({ organization_id: 0 });
  });

  it("nobody removes a member of another organization, and a bad id is refused", async () => {
    const { astrologer, other, organizationId } = await team();
    const res = await postForm("/main/astrologers", { intent: "remove-astrologer", user_id: astrologer.uid }, other);
    expect(res.status).toBe(403);
    expect(await placeOf(astrologer)).toMatchObject({ organization_id: organizationId });
    const bad = await postForm("/main/astrologers", { intent: "remove-astrologer", user_id: "' OR 1=1 --" }, other);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/role="alert"[^>]*>This id is not valid\.</);
    expect(await placeOf(astrologer)).toMatchObject({ organization_id: organizationId });
  });
});
