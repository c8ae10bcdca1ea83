/**
 * What a reminder says (Home's "This week", the notifications and the weekly digest): one
 * sentence in the reader's language from its kind and detail (engine/reminders.ts ChartEvent,
 * or a client's follow-up). Pure: the screens pass their `t`, the cron a fixed-language one.
 */
export type ReminderKind = "mahadasha" | "antardasha" | "sade-sati" | "dhaiya" | "birthday" | "follow-up";

export interface Reminder {
  kind: ReminderKind;
  /** YYYY-MM-DD. */
  date: string;
  detail: string;
  client_id: number;
  client_name: string;
  /** The Kundli it comes from (none for a follow-up), when it is not the client's own. */
  kundli_name: string | null;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function describeReminder(t: Translate, r: Pick<Reminder, "kind" | "detail">): string {
  const planet = (name: string | undefined) => t(`astro.planets.${name ?? ""}`);
  switch (r.kind) {
    case "mahadasha":
      return t("reminders.kinds.mahadasha", { planet: planet(r.detail) });
    case "antardasha": {
      const [maha, antar] = r.detail.split("/");
      return t("reminders.kinds.antardasha", { maha: planet(maha), antar: planet(antar) });
    }
    case "sade-sati":
    case "dhaiya": {
      const [phase, sign] = r.detail.split("/");
      return t(`reminders.kinds.${phase}`, { sign: t(`astro.signs.${sign ?? ""}`) });
    }
    case "birthday":
      return t("reminders.kinds.birthday", { age: r.detail });
    case "follow-up":
      return t("reminders.kinds.followUp");
  }
}

/** The client's name, and whose Kundli it is when not the client's own ("Asha Verma · Ravi"). */
export function reminderWho(r: Pick<Reminder, "client_name" | "kundli_name">): string {
  return r.kundli_name ? `${r.client_name} · ${r.kundli_name}` : r.client_name;
}
