/**
 * Reminders in workerd (real D1, the built calc Worker, the print Worker's own `scheduled`):
 * - the daily cron computes a Kundli's events and writes each reminder of the coming week into
 *   the astrologer's notifications once (a rerun writes nothing), in their reminder language,
 *   linking to the client: a Sade Sati phase on the almanac's date (Saturn entered Pisces on
 *   2025-03-29, cases/saturn-ingress-lahiri-2020-2025.json) and a follow-up;
 * - on a Sunday, the weekly digest reaches the dev outbox once, only for those who chose it;
 * - Home lists the reminders of the clients the reader may reach (an organization's owner sees a
 *   member's, the member not the owner's, an outsider none), each linking to the client;
 * - Settings saves the reminders' choices, and refuses a bad language with 400.
 */
import { createScheduledController, env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../../../workers/print";
import { BASE, ownOrganization, postForm, signIn, type TestUser } from "../../../tests/workers/session";

/** EXC010 of the engine's reference births: the Moon in Aquarius (testing/reference/examples/charts.jsonl). */
const EXC010 = {
  date: "1909-08-04",
  time: "14:21",
  place: "Karachi",
  latitude: 24.8607,
  longitude: 67.0011,
  timezone: "Asia/Karachi",
  utcOffset: "+05:30",
};

/** A saved Kundli straight into D1 (its trigger gives it a client of its own); the client's id. */
async function saveKundli(
  user: TestUser,
  name: string,
  birth: Partial<typeof EXC010> & { date: string } = EXC010,
): Promise<number> {
  const b = { ...EXC010, ...birth };
  const row = await env.DB.prepare(
    `INSERT INTO kundalis (uid, user_id, name, gender, date, time, place_name, latitude, longitude, timezone, utc_offset,
       options, created_at, updated_at)
     VALUES (?, ?, ?, 'female', ?, ?, ?, ?, ?, ?, ?, '{}', 'x', 'x') RETURNING id`,
  )
    .bind(
      crypto.randomUUID(),
      user.uid,
      name,
      b.date,
      b.time,
      b.place,
      b.latitude,
      b.longitude,
      b.timezone,
      b.utcOffset,
    )
    .first<{ id: number }>();
  const kundli = await env.DB.prepare("SELECT client_id FROM kundalis WHERE id = ?").bind(row!.id).first<{
    client_id: number;
  }>();
  return kundli!.client_id;
}

async function followUp(user: TestUser, clientId: number, date: string) {
  await env.DB.prepare(
    `INSERT INTO consultations (uid, client_id, user_id, date, follow_up_on, created_at, updated_at)
     VALUES (?, ?, ?, '2025-03-01', ?, 'x', 'x')`,
  )
    .bind(crypto.randomUUID(), clientId, user.uid, date)
    .run();
}

async function settings(user: TestUser, language: "en" | "hi", digest: boolean, email = "") {
  await env.DB.prepare(
    "INSERT INTO user_settings (user_id, reminder_language, weekly_digest, updated_at) VALUES (?, ?, ?, 'x')",
  )
    .bind(user.uid, language, digest ? 1 : 0)
    .run();
  if (email) await env.DB.prepare("UPDATE users SET email = ? WHERE uid = ?").bind(email, user.uid).run();
}

const notifications = async (user: TestUser) =>
  (
    await env.DB.prepare("SELECT title, message, link FROM notifications WHERE user_id = ? ORDER BY title")
      .bind(user.uid)
      .all<{ title: string; message: string; link: string }>()
  ).results;

const daily = (iso: string) =>
  worker.scheduled(createScheduledController({ scheduledTime: Date.parse(iso), cron: "30 0 * * *" }), env);

const page = (user: TestUser, path = "/main") =>
  exports.default.fetch(new Request(BASE + path, { headers: { Cookie: user.cookie } }));

describe("the daily cron", () => {
  let en: TestUser;
  let hi: TestUser;
  let quiet: TestUser;
  let enClient: number;
  let hiClient: number;

  beforeAll(async () => {
    en = await signIn({ name: "Pandit En" });
    hi = await signIn({ name: "Pandit Hi" });
    quiet = await signIn({ name: "Pandit Quiet" });
    enClient = await saveKundli(en, "Asha Verma");
    hiClient = await saveKundli(hi, "Ravi Kumar");
    await saveKundli(quiet, "Meera Joshi");
    await followUp(en, enClient, "2025-03-31");
    await followUp(quiet, await saveKundli(quiet, "Gita Rao", { date: "1990-06-01" }), "2025-04-01");
    await settings(en, "en", true, "en@example.in");
    await settings(hi, "hi", false, "hi@example.in");
    await settings(quiet, "en", false, "quiet@example.in");
  });

  it("writes the week's reminders into the astrologer's notifications, linking to the client, once", async () => {
    // 2025-03-27 06:30 IST: the week 27 March – 2 April.
    await daily("2025-03-27T01:00:00Z");
    expect(await notifications(en)).toEqual([
      { title: "Asha Verma: Follow-up due", message: "On 2025-03-31", link: `/main/clients/${enClient}` },
      {
        title: "Asha Verma: Sade Sati's last phase: Saturn enters Pisces",
        message: "On 2025-03-29",
        link: `/main/clients/${enClient}`,
      },
    ]);
    expect(await notifications(hi)).toEqual([
      {
        title: "Ravi Kumar: साढ़े साती का अंतिम चरण: शनि मीन में",
        message: "2025-03-29 को",
        link: `/main/clients/${hiClient}`,
      },
    ]);
    // The next day's run, and a second run of the same day, add nothing.
    await daily("2025-03-28T01:00:00Z");
    await daily("2025-03-28T01:00:00Z");
    expect(await notifications(en)).toHaveLength(2);
    expect(await notifications(hi)).toHaveLength(1);
    // Each astrologer is told of their own clients only.
    const quietTitles = (await notifications(quiet)).map((n) => n.title);
    expect(quietTitles).toEqual(
      expect.arrayContaining(["Gita Rao: Follow-up due", "Meera Joshi: Sade Sati's last phase: Saturn enters Pisces"]),
    );
    expect(quietTitles.every((title) => /^(Gita Rao|Meera Joshi): /.test(title))).toBe(true);
  });

  it("sends the weekly digest on Sunday to those who chose it, through the dev outbox, once", async () => {
    const outbox = async () =>
      (
        await env.DB.prepare(
          "SELECT recipient, subject, message FROM dev_outbox WHERE channel = 'email' ORDER BY id",
        ).all<{
          recipient: string;
          subject: string;
          message: string;
        }>()
      ).results;
    await daily("2025-03-29T01:00:00Z"); // a Saturday: no digest
    expect(await outbox()).toEqual([]);
    await daily("2025-03-30T01:00:00Z"); // Sunday 30 March
    await daily("2025-03-30T02:00:00Z");
    const sent = await outbox();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.recipient).toBe("en@example.in");
    expect(sent[0]!.subject).toBe("Your clients this week: 1 reminders");
    expect(sent[0]!.message).toContain(
      `2025-03-31  Asha Verma: Follow-up due\n    Open the client: http://localhost:5173/main/clients/${enClient}\n`,
    );
    expect(sent[0]!.message).not.toContain("Gita Rao");
  });

  it("writes the digest's links in Hindi for a Hindi digest, on the configured origin", async () => {
    await env.DB.prepare("UPDATE user_settings SET weekly_digest = 1 WHERE user_id = ?").bind(hi.uid).run();
    await followUp(hi, hiClient, "2025-04-08");
    await daily("2025-04-06T01:00:00Z"); // Sunday 6 April: the week 6–12 April
    const { results } = await env.DB.prepare(
      "SELECT subject, message FROM dev_outbox WHERE channel = 'email' AND recipient = 'hi@example.in'",
    ).all<{ subject: string; message: string }>();
    expect(results).toHaveLength(1);
    expect(results[0]!.subject).toMatch(/^इस सप्ताह आपके क्लाइंट/);
    const links = results[0]!.message.split("\n").filter((line) => line.includes("क्लाइंट खोलें"));
    expect(links.length).toBeGreaterThan(0);
    for (const line of links) expect(line).toBe(`    क्लाइंट खोलें: http://localhost:5173/main/clients/${hiClient}`);
  });
});

describe("Home's This week", () => {
  /** A birthday two days from now in India, as the calendar has it (year 1990). */
  const soon = new Date(Date.now() + 5.5 * 3_600_000 + 2 * 86_400_000).toISOString().slice(5, 10);
  const birthday = `1990-${soon === "02-29" ? "02-28" : soon}`;
  let owner: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let memberClient: number;

  beforeAll(async () => {
    owner = await signIn({ name: "Owner" });
    member = await signIn({ name: "Member", organizationId: await ownOrganization(owner) });
    outsider = await signIn({ name: "Outsider" });
    memberClient = await saveKundli(member, "Kiran Member-Client", { date: birthday, utcOffset: "+05:30" });
    await saveKundli(owner, "Olga Owner-Client", { date: birthday, utcOffset: "+05:30" });
    await saveKundli(outsider, "Xavier Outside-Client", { date: birthday, utcOffset: "+05:30" });
  });

  it("lists the reachable clients' reminders (computed on the spot), each linking to the client", async () => {
    const html = await (await page(member)).text();
    expect(html).toContain("Kiran Member-Client");
    expect(html).toContain(`href="/main/clients/${memberClient}"`);
    expect(html).toMatch(/Birthday: turns \d+/);
    expect(html).not.toContain("Olga Owner-Client");
    expect(html).not.toContain("Xavier Outside-Client");

    const ownerHtml = await (await page(owner)).text();
    expect(ownerHtml).toContain("Olga Owner-Client");
    expect(ownerHtml).toContain("Kiran Member-Client");
    expect(ownerHtml).not.toContain("Xavier Outside-Client");

    const outsiderHtml = await (await page(outsider)).text();
    expect(outsiderHtml).toContain("Xavier Outside-Client");
    expect(outsiderHtml).not.toContain("Kiran Member-Client");
  });

  it("speaks Hindi, and shows 30 days on asking", async () => {
    const html = await (
      await exports.default.fetch(
        new Request(`${BASE}/main?days=30`, { headers: { Cookie: `${member.cookie}; i18next=hi` } }),
      )
    ).text();
    expect(html).toContain("अगले 30 दिन");
    expect(html).toMatch(/जन्मदिन: \d+ वर्ष पूरे/);
  });
});

describe("Settings: the reminders' choices", () => {
  const post = (user: TestUser, fields: Record<string, string>) => postForm("/main/settings", fields, user);

  it("saves the language and the digest (a checkbox), and refuses another language with 400", async () => {
    const user = await signIn();
    const row = () =>
      env.DB.prepare("SELECT reminder_language, weekly_digest FROM user_settings WHERE user_id = ?")
        .bind(user.uid)
        .first();
    expect((await post(user, { intent: "save-reminders", reminder_language: "hi", weekly_digest: "on" })).status).toBe(
      200,
    );
    expect(await row()).toEqual({ reminder_language: "hi", weekly_digest: 1 });
    await post(user, { intent: "save-reminders", reminder_language: "en" });
    expect(await row()).toEqual({ reminder_language: "en", weekly_digest: 0 });
    expect((await post(user, { intent: "save-reminders", reminder_language: "fr" })).status).toBe(400);
    expect(await row()).toEqual({ reminder_language: "en", weekly_digest: 0 });
  });
});
