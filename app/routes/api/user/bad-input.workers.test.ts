/**
 * Bad input over every /api route of the accounts area: broken JSON, the wrong content type,
 * a body too large, the wrong shape, unknown fields, missing fields, wrong types, huge strings,
 * SQL and script injection. Each must be a 4xx JSON error with a translated message, never a 500,
 * and must leave every row and stored file as it was.
 * (The upload route, which takes image bytes, has its own refusals in s3/upload.workers.test.ts.)
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ActorName,
  BIRTH,
  type Call,
  call,
  digest,
  makeWorld,
  type World,
} from "../../../../tests/workers/fixtures";

type Body = unknown;
/** A bad body, the status expected (400 unless said) and the field named (when one is). */
type Bad = [label: string, body: (w: World) => Body, status?: number, field?: string];

interface RouteSpec {
  path: string;
  method?: "POST" | "PUT";
  as: Exclude<ActorName, "signedOut">;
  /** Routes without a payload accept nothing, {} or null. */
  noPayload?: boolean;
  bad: Bad[];
}

const SQL = "'; DROP TABLE users; --";
const OR = "' OR '1'='1";
const SCRIPT = "<script>alert(document.cookie)</script>";
const HUGE = "x".repeat(20_000);
const UUID = "6f1d7c2e-1111-4aaa-8bbb-000000000000";

const ROUTES: RouteSpec[] = [
  {
    path: "/api/user/add-user",
    as: "alice",
    bad: [
      ["no name", () => ({}), 400, "name"],
      ["a null name", () => ({ name: null }), 400, "name"],
      ["a name made of SQL", () => ({ name: SQL }), 400, "name"],
      ["a name with markup", () => ({ name: SCRIPT }), 400, "name"],
      ["a huge name", () => ({ name: HUGE }), 400, "name"],
      ["an organization that is a string", () => ({ name: "A", organization: "Org" }), 400, "organization"],
      [
        "a malformed GSTIN",
        () => ({ name: "A", organization: { name: "Org", gst_number: "not-a-gstin" } }),
        400,
        "organization.gst_number",
      ],
      ["a user_id that is not a uid", () => ({ name: "A", user_id: OR }), 400, "user_id"],
      ["a role", () => ({ name: "A", role: "admin" }), 400, "role"],
    ],
  },
  {
    path: "/api/user/update-profile",
    as: "alice",
    bad: [
      ["nothing to change", () => ({}), 400],
      ["a number for a city", () => ({ city: 5 }), 400, "city"],
      ["a huge city", () => ({ city: HUGE }), 400, "city"],
      ["an empty name", () => ({ name: "" }), 400, "name"],
      ["a name made of SQL", () => ({ name: SQL }), 400, "name"],
      ["an about with markup", () => ({ about: SCRIPT }), 400, "about"],
      ["fractional experience", () => ({ experience_years: 1.5 }), 400, "experience_years"],
      ["experience as text", () => ({ experience_years: "5" }), 400, "experience_years"],
      ["a PIN starting with 0", () => ({ pincode: "012345" }), 400, "pincode"],
      ["a date that does not exist", () => ({ date_of_birth: "1990-02-30" }), 400, "date_of_birth"],
      ["another gender", () => ({ gender: "other" }), 400, "gender"],
      ["the phone", () => ({ phone: "+919999999999" }), 400, "phone"],
      ["the counters", () => ({ free_trial_report: 100 }), 400, "free_trial_report"],
      ["the organization", () => ({ organization_id: 1 }), 400, "organization_id"],
    ],
  },
  {
    path: "/api/user/update-photo",
    as: "alice",
    bad: [
      ["no url", () => ({}), 400, "profile_photo_url"],
      ["a number", () => ({ profile_photo_url: 5 }), 400, "profile_photo_url"],
      ["another site", () => ({ profile_photo_url: "https://evil.example/me.png" }), 400, "profile_photo_url"],
      [
        "a path escaping the folder",
        () => ({ profile_photo_url: "/files/photos/../../etc/passwd" }),
        400,
        "profile_photo_url",
      ],
      ["a javascript: url", () => ({ profile_photo_url: "javascript:alert(1)" }), 400, "profile_photo_url"],
      ["a huge url", () => ({ profile_photo_url: HUGE }), 400, "profile_photo_url"],
    ],
  },
  {
    path: "/api/user/update-email",
    as: "alice",
    bad: [
      ["no email", () => ({}), 400, "email"],
      ["not an email", () => ({ email: "nope" }), 400, "email"],
      ["an email with SQL", () => ({ email: `a@b.in${SQL}` }), 400, "email"],
      ["a huge email", () => ({ email: `${"x".repeat(300)}@example.in` }), 400, "email"],
    ],
  },
  {
    path: "/api/user/organization",
    as: "alice",
    bad: [
      ["no id", () => ({}), 400, "organization_id"],
      ["an empty string", () => ({ organization_id: "" }), 400, "organization_id"],
      ["null", () => ({ organization_id: null }), 400, "organization_id"],
      ["true", () => ({ organization_id: true }), 400, "organization_id"],
      ["text", () => ({ organization_id: "abc" }), 400, "organization_id"],
      ["SQL", () => ({ organization_id: "1; DROP TABLE organizations" }), 400, "organization_id"],
      ["a negative id", () => ({ organization_id: -1 }), 400, "organization_id"],
      ["a fraction", () => ({ organization_id: 1.5 }), 400, "organization_id"],
    ],
  },
  {
    path: "/api/user/create-organization",
    as: "dave",
    bad: [
      ["no name", () => ({}), 400, "name"],
      ["an empty name", () => ({ name: "  " }), 400, "name"],
      ["a name with markup", () => ({ name: SCRIPT }), 400, "name"],
      ["a huge name", () => ({ name: HUGE }), 400, "name"],
      [
        "a GSTIN with a wrong check character",
        () => ({ name: "Org", gst_number: "27AAPFU0939F1ZW" }),
        400,
        "gst_number",
      ],
      ["a GSTIN of an unknown state", () => ({ name: "Org", gst_number: "50AAPFU0939F1ZV" }), 400, "gst_number"],
      ["an owner", () => ({ name: "Org", uid: UUID }), 400, "uid"],
    ],
  },
  {
    path: "/api/user/update-organization",
    as: "olga",
    bad: [
      ["nothing to change", () => ({}), 400],
      ["a number for a name", () => ({ name: 5 }), 400, "name"],
      ["a short GSTIN", () => ({ gst_number: "27AAPFU" }), 400, "gst_number"],
      ["another owner", () => ({ uid: UUID }), 400, "uid"],
    ],
  },
  {
    path: "/api/user/get-astrologers",
    as: "alice",
    noPayload: true,
    bad: [["a field", () => ({ organization_id: 1 }), 400, "organization_id"]],
  },
  {
    path: "/api/user/add-astrologer",
    as: "olga",
    bad: [
      ["nothing", () => ({}), 400, "phone"],
      ["a short phone", () => ({ phone: "12345", name: "Ravi" }), 400, "phone"],
      ["a phone with SQL", () => ({ phone: `98765 43210${SQL}`, name: "Ravi" }), 400, "phone"],
      ["a name with markup", () => ({ phone: "9876500001", name: SCRIPT }), 400, "name"],
      ["the owner role", () => ({ phone: "9876500001", name: "Ravi", role: "owner" }), 400, "role"],
    ],
  },
  {
    path: "/api/user/remove-astrologer",
    as: "olga",
    bad: [
      ["no user", () => ({}), 400, "user_id"],
      ["not a uid", () => ({ user_id: OR }), 400, "user_id"],
      ["a number", () => ({ user_id: 5 }), 400, "user_id"],
    ],
  },
  ...(
    [
      "/api/user/get-profiles",
      "/api/user/get-kundalis",
      "/api/user/get-notification",
      "/api/user/get-branding-profiles",
    ] as const
  ).map((path): RouteSpec => ({
    path,
    as: "alice",
    bad: [
      ["a user_id that is not a uid", () => ({ user_id: "not-a-uuid" }), 400, "user_id"],
      ["a user_id made of SQL", () => ({ user_id: OR }), 400, "user_id"],
      ["a list of ids", () => ({ user_id: [UUID] }), 400, "user_id"],
      ["an operator object", () => ({ user_id: { $ne: null } }), 400, "user_id"],
      ["a huge user_id", () => ({ user_id: HUGE }), 400, "user_id"],
    ],
  })),
  ...(
    [
      ["/api/user/delete-profile", "profile_id"],
      ["/api/user/delete-kundali", "kundali_id"],
    ] as const
  ).map(([path, field]): RouteSpec => ({
    path,
    as: "alice",
    bad: [
      ["no id", () => ({}), 400, field],
      ["a negative id", () => ({ [field]: -1 }), 400, field],
      ["a fraction", () => ({ [field]: 1.5 }), 400, field],
      ["text", () => ({ [field]: "abc" }), 400, field],
      ["SQL", () => ({ [field]: `1 OR 1=1` }), 400, field],
      ["an operator object", () => ({ [field]: { $gt: 0 } }), 400, field],
    ],
  })),
  {
    path: "/api/user/add-kundali",
    as: "alice",
    bad: [
      ["nothing", () => ({}), 400, "name"],
      ["no name", () => ({ ...BIRTH, name: undefined }), 400, "name"],
      ["a name made of SQL", () => ({ ...BIRTH, name: SQL }), 400, "name"],
      ["a father's name with markup", () => ({ ...BIRTH, father_name: SCRIPT }), 400, "father_name"],
      ["a huge gotra", () => ({ ...BIRTH, gotra: HUGE }), 400, "gotra"],
      ["another gender", () => ({ ...BIRTH, gender: "other" }), 400, "gender"],
      ["no place", () => ({ ...BIRTH, place: undefined }), 400, "place"],
      ["a latitude as text", () => ({ ...BIRTH, place: { ...BIRTH.place, latitude: "40.7" } }), 400, "place.latitude"],
      [
        "an unknown place field",
        () => ({ ...BIRTH, place: { ...BIRTH.place, elevation: 10 } }),
        400,
        "place.elevation",
      ],
      ["a place id as text", () => ({ ...BIRTH, place: { ...BIRTH.place, id: "1" } }), 400, "place.id"],
      ["a short date", () => ({ ...BIRTH, date: "1990-1-5" }), 400, "date"],
      ["a huge date", () => ({ ...BIRTH, date: HUGE }), 400, "date"],
      ["options as text", () => ({ ...BIRTH, options: "kp" }), 400, "options"],
      ["an unknown option", () => ({ ...BIRTH, options: { zodiac: "tropical" } }), 400, "options"],
      ["a computed result", () => ({ ...BIRTH, planets: [] }), 400, "planets"],
    ],
  },
  {
    path: "/api/user/update-kundali",
    as: "alice",
    bad: [
      ["no body", (w) => ({ kundali_id: w.alice.kundli.id }), 400, "body"],
      ["no id", () => ({ body: BIRTH }), 400, "kundali_id"],
      ["an id made of SQL", () => ({ kundali_id: OR, body: BIRTH }), 400, "kundali_id"],
      ["a bad date", (w) => ({ kundali_id: w.alice.kundli.id, body: { ...BIRTH, date: "yesterday" } }), 400, "date"],
      [
        "an owner inside the body",
        (w) => ({ kundali_id: w.alice.kundli.id, body: { ...BIRTH, user_id: UUID } }),
        400,
        "body.user_id",
      ],
    ],
  },
  {
    path: "/api/user/update-notification",
    as: "alice",
    bad: [
      ["nothing", () => ({}), 400, "uid"],
      ["a uid that is not one", () => ({ uid: "x", is_unread: true }), 400, "uid"],
      ["is_unread as text", (w) => ({ uid: w.alice.notification.uid, is_unread: "yes" }), 400, "is_unread"],
      ["is_unread as 0", (w) => ({ uid: w.alice.notification.uid, is_unread: 0 }), 400, "is_unread"],
    ],
  },
  {
    path: "/api/user/update-branding-profile",
    as: "alice",
    bad: [
      ["nothing", () => ({}), 400, "name"],
      ["an empty name", () => ({ name: "" }), 400, "name"],
      ["a colour by name", () => ({ name: "B", primary_color: "red" }), 400, "primary_color"],
      ["a colour with CSS", () => ({ name: "B", secondary_color: "#FFF;background:url(x)" }), 400, "secondary_color"],
      ["a bad email", () => ({ name: "B", contact_email: "desk" }), 400, "contact_email"],
      ["a bad phone", () => ({ name: "B", contact_phone: "12" }), 400, "contact_phone"],
      ["an address with markup", () => ({ name: "B", address: "<iframe src=x>" }), 400, "address"],
      ["is_connected as text", () => ({ name: "B", is_connected: "true" }), 400, "is_connected"],
      ["an owner", () => ({ name: "B", user_id: UUID }), 400, "user_id"],
    ],
  },
  {
    path: "/api/user/update-user-count",
    as: "alice",
    bad: [
      ["nothing to change", () => ({}), 400],
      ["a step as text", () => ({ report_count: "1" }), 400, "report_count"],
      ["a fractional step", () => ({ report_count: 1.5 }), 400, "report_count"],
      ["a huge step", () => ({ report_count: 1e9 }), 400, "report_count"],
      ["a free-trial counter", () => ({ free_trial_report: 1 }), 400, "free_trial_report"],
      ["an expression", () => ({ report_count: "report_count + 100" }), 400, "report_count"],
    ],
  },
  {
    path: "/api/user/update-free-trial-user-count",
    as: "alice",
    bad: [
      ["nothing to change", () => ({}), 400],
      ["a step as text", () => ({ free_trial_report: "-1" }), 400, "free_trial_report"],
      ["a usage counter", () => ({ report_count: 1 }), 400, "report_count"],
    ],
  },
  {
    path: "/api/s3/generate-upload-url",
    as: "alice",
    bad: [
      ["no type", () => ({}), 400, "content_type"],
      ["a number", () => ({ content_type: 5 }), 400, "content_type"],
      ["SVG", () => ({ content_type: "image/svg+xml" }), 400, "content_type"],
      ["a type with parameters", () => ({ content_type: `image/png; name=${SCRIPT}` }), 400, "content_type"],
      ["a folder", () => ({ content_type: "image/png", key: "photos/x/y.png" }), 400, "key"],
    ],
  },
  {
    path: "/api/sql/add-entry",
    as: "alice",
    bad: [
      ["nothing", () => ({}), 400, "table"],
      ["no data", () => ({ table: "profiles" }), 400, "data"],
      ["a table as a number", () => ({ table: 5, data: {} }), 400, "table"],
      ["data as a list", () => ({ table: "profiles", data: [] }), 400, "data"],
      ["data as text", () => ({ table: "profiles", data: "name='x'" }), 400, "data"],
      ["a huge table name", () => ({ table: "t".repeat(100), data: {} }), 400, "table"],
      ["a statement as the table", () => ({ table: `profiles${SQL}`, data: { name: "X" } }), 400, "table"],
      ["a statement as a column", () => ({ table: "profiles", data: { [`name) VALUES ('x'); ${SQL}`]: "X" } }), 400],
      ["extra top-level fields", () => ({ table: "profiles", data: { name: "X" }, where: "1=1" }), 400, "where"],
    ],
  },
  {
    path: "/api/sql/update-entry",
    method: "PUT",
    as: "alice",
    bad: [
      ["nothing", () => ({}), 400, "table"],
      ["no condition", () => ({ table: "profiles", updates: { name: "X" } }), 400, "condition"],
      [
        "updates as a list",
        (w) => ({ table: "profiles", updates: [], condition: { uid: w.alice.profile.uid } }),
        400,
        "updates",
      ],
      [
        "a condition as text",
        () => ({ table: "profiles", updates: { name: "X" }, condition: "uid = uid" }),
        400,
        "condition",
      ],
      [
        "a name made of SQL",
        (w) => ({ table: "profiles", updates: { name: SQL }, condition: { uid: w.alice.profile.uid } }),
        400,
        "updates.name",
      ],
      [
        "a counter expression",
        (w) => ({
          table: "profiles",
          updates: { kundali_count: "kundali_count + 10" },
          condition: { uid: w.alice.profile.uid },
        }),
        400,
        "updates.kundali_count",
      ],
    ],
  },
  { path: "/api/admin/get-admin", as: "admin", noPayload: true, bad: [["a field", () => ({ uid: UUID }), 400, "uid"]] },
  {
    path: "/api/user/settings",
    as: "bob",
    bad: [
      ["an unknown chart style", () => ({ chart_style: "east" }), 400, "chart_style"],
      ["a chart style made of SQL", () => ({ chart_style: SQL }), 400, "chart_style"],
      ["an ayanamsa with markup", () => ({ ayanamsa: SCRIPT }), 400, "ayanamsa"],
      ["a huge node", () => ({ node: HUGE }), 400, "node"],
      ["a dasha year not offered", () => ({ dasha_year: 1e308 }), 400, "dasha_year"],
      ["a paper size that is a list", () => ({ paper_size: ["A4"] }), 400, "paper_size"],
      ["Alice's branding profile", (w) => ({ branding_profile_id: w.alice.branding.id }), 404, "branding_profile_id"],
      ["Alice's branding profile by uid", (w) => ({ branding_profile_id: w.alice.branding.uid }), 404],
      ["a user_id that is not a uid", () => ({ user_id: OR }), 400, "user_id"],
      ["Alice's user_id", (w) => ({ user_id: w.alice.uid, chart_style: "south" }), 403, "user_id"],
    ],
  },
  {
    path: "/api/user/invitations",
    as: "dave",
    bad: [
      ["no decision", () => ({ organization_id: 1 }), 400, "decision"],
      ["a decision made of SQL", () => ({ organization_id: 1, decision: SQL }), 400, "decision"],
      ["an organization id as text", () => ({ organization_id: "1", decision: "accept" }), 400, "organization_id"],
      ["organization 0", () => ({ organization_id: 0, decision: "decline" }), 400, "organization_id"],
      ["an invitation that does not exist", (w) => ({ organization_id: w.orgB, decision: "decline" }), 404],
      ["joining without an invitation", (w) => ({ organization_id: w.orgB, decision: "accept" }), 404],
    ],
  },
];

/** What every route must refuse, whatever its schema. */
const GENERIC: {
  label: string;
  raw: string;
  contentType?: string;
  status: number;
  code: string;
  skipNoPayload?: boolean;
}[] = [
  { label: "broken JSON", raw: "{oops", status: 400, code: "invalid_json" },
  {
    label: "JSON sent as text/plain",
    raw: "{}",
    contentType: "text/plain",
    status: 415,
    code: "unsupported_media_type",
  },
  {
    label: "a form post",
    raw: "a=1&b=2",
    contentType: "application/x-www-form-urlencoded",
    status: 415,
    code: "unsupported_media_type",
  },
  {
    label: "a body over 64 KB",
    raw: JSON.stringify({ x: "y".repeat(70_000) }),
    status: 413,
    code: "payload_too_large",
  },
  { label: "a list instead of an object", raw: "[1,2]", status: 400, code: "invalid_input" },
  { label: "a bare string", raw: JSON.stringify(SQL), status: 400, code: "invalid_input" },
  { label: "null", raw: "null", status: 400, code: "invalid_input", skipNoPayload: true },
  { label: "bytes that are not UTF-8", raw: "\uFFFD", status: 400, code: "invalid_json" },
];

let w: World;
let before: string;
beforeAll(async () => {
  w = await makeWorld();
  await call({ path: "/api/user/settings" }); // the Worker's first request builds the app
  before = await digest();
}, 60_000);

async function expectRefused(
  response: Response,
  status: number | undefined,
  field?: string,
): Promise<{ error: { code: string; message: string; field?: string } }> {
  const text = await response.text();
  if (status === undefined) {
    expect(response.status, text).toBeGreaterThanOrEqual(400);
    expect(response.status, text).toBeLessThan(500);
  } else {
    expect(response.status, text).toBe(status);
  }
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { error: { code: string; message: string; field?: string } };
  expect(body.error.message.length).toBeGreaterThan(3);
  expect(body.error.message).not.toMatch(/^(accounts|errors|calc|auth)\.[\w.]+$/);
  if (field !== undefined) expect(body.error.field).toBe(field);
  expect(await digest()).toBe(before);
  return body;
}

describe.each(ROUTES)("$path", (spec) => {
  const request = (body: Body | undefined, raw?: string, contentType?: string): Call => ({
    path: spec.path,
    method: spec.method ?? "POST",
    ...(raw === undefined
      ? { body }
      : { raw: raw === "\uFFFD" ? new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) : raw, contentType }),
  });

  it.each(GENERIC.filter((g) => !(spec.noPayload && g.skipNoPayload)))(
    "refuses $label",
    async ({ raw, contentType, status, code }) => {
      const body = await expectRefused(await call(request(undefined, raw, contentType), w.users[spec.as]), status);
      expect(body.error.code).toBe(code);
    },
  );

  it("refuses an unknown field by name", async () => {
    const body = await expectRefused(await call(request({ zz_unknown: 1 }), w.users[spec.as]), 400);
    if (body.error.code === "unknown_field") expect(body.error.message).toContain("zz_unknown");
  });

  it.each(spec.bad)("refuses %s", async (_label, make, status, field) => {
    await expectRefused(await call(request(make(w)), w.users[spec.as]), status, field);
  });
});

describe("GET /api/user/organization", () => {
  it.each(["abc", "-1", "1e3", "1.5", "1%20OR%201%3D1", "%3Cscript%3E", "9".repeat(30)])(
    "refuses id=%s with status invalid",
    async (id) => {
      const response = await call({ path: `/api/user/organization?id=${id}` }, w.users.alice);
      const body = (await response.clone().json()) as { status: string; detail: string };
      expect(body.status).toBe("invalid");
      expect(body.detail.length).toBeGreaterThan(3);
      await expectRefused(response, 400, "id");
    },
  );
});

describe("messages follow the user's language", () => {
  it("answers a bad field in Hindi", async () => {
    const body = await expectRefused(
      await call(
        { path: "/api/user/update-profile", method: "POST", body: { name: SQL }, cookie: "i18next=hi" },
        w.users.alice,
      ),
      400,
      "name",
    );
    expect(body.error.message).toMatch(/[\u0900-\u097F]/);
  });

  it("names a refused table in Hindi", async () => {
    const body = await expectRefused(
      await call(
        { path: "/api/sql/add-entry?lng=hi", method: "POST", body: { table: "users", data: {} } },
        w.users.alice,
      ),
      400,
      "table",
    );
    expect(body.error.message).toContain("users");
    expect(body.error.message).toMatch(/[\u0900-\u097F]/);
  });
});
