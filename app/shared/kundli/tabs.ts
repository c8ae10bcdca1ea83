/**
 * The tabs of a Kundli and the parts of it each one reads (docs/decisions/0032): the page carries
 * the frame's fields and the open tab's, and fetches another tab's when it is opened, so that a
 * Kundli's first paint waits for the bytes of one tab, not of all fourteen.
 */
import type { Include } from "#engine/input";
import type { Kundli } from "#engine/kundli";

/** The nine of spec §2 in the spec's order, then those of calc-cli-v2, which ask for their section. */
export const KUNDLI_TABS = [
  "basic",
  "charts",
  "dasha",
  "sudarshan",
  "nirayan",
  "sayan",
  "maitri",
  "shodashvarga",
  "ashtakvarga",
  "strength",
  "jaimini",
  "kp",
  "gochar",
  "varshphal",
] as const;
export type KundliTab = (typeof KUNDLI_TABS)[number];

export function isKundliTab(value: unknown): value is KundliTab {
  return typeof value === "string" && (KUNDLI_TABS as readonly string[]).includes(value);
}

/**
 * What the frame around every tab reads: the birth (the print button, the sections' input), the
 * warnings and the calculation receipt (with the sunrise of the panchang).
 */
export const FRAME_FIELDS = ["basic", "warnings", "receipt", "panchang"] as const satisfies readonly (keyof Kundli)[];

/** The fields each tab reads besides the frame's; the type checker holds each tab to its list. */
export const TAB_FIELDS = {
  basic: ["avakhada", "doshas", "planets"],
  charts: ["planets", "vargas", "chalit"],
  dasha: ["dasha", "planets"],
  sudarshan: ["sudarshan", "planets", "vargas", "chalit"],
  nirayan: ["planets", "bhava"],
  sayan: ["planets", "midheaven", "nodes", "drishti", "conjunctions", "yogas"],
  maitri: ["maitri"],
  shodashvarga: ["shodashvarga"],
  ashtakvarga: ["ashtakavarga", "planets"],
  strength: [],
  jaimini: ["planets", "vargas", "chalit"],
  kp: ["planets"],
  gochar: ["planets"],
  varshphal: ["planets", "vargas"],
} as const satisfies Record<KundliTab, readonly (keyof Kundli)[]>;

/**
 * The calc-cli-v2 sections a tab shows beside its fields. The server computes them with the tab's
 * part and sends them along (the Basic tab's birth-time sensitivity: its screen is whole when it
 * first paints, with no request and no second layout after it hydrates); a part without them,
 * such as one from a cache, is still the tab's, and the tab asks for them itself.
 */
export const TAB_SECTIONS: Partial<Record<KundliTab, readonly Include[]>> = { basic: ["sensitivity"] };

type FrameField = (typeof FRAME_FIELDS)[number];

/** The frame's fields: what the view holds before any tab's part has come. */
export type KundliFrame = Pick<Kundli, FrameField>;

/** What the tab `T` is given: the frame's fields and its own. */
export type KundliPart<T extends KundliTab> = Pick<Kundli, FrameField | (typeof TAB_FIELDS)[T][number]>;

/** The frame with some tab's part: what the page and GET /api/kundli/:id/tabs/:tab carry. */
export type KundliParts = KundliFrame & Partial<Kundli>;

/** The part of a whole Kundli that the tab `tab` reads, with the frame (fields shared, not copied). */
export function kundliPart(kundli: Kundli, tab: KundliTab): KundliParts {
  const part: Partial<Kundli> = {};
  for (const field of [...FRAME_FIELDS, ...TAB_FIELDS[tab]]) Object.assign(part, { [field]: kundli[field] });
  for (const section of TAB_SECTIONS[tab] ?? []) {
    if (kundli[section] !== undefined) Object.assign(part, { [section]: kundli[section] });
  }
  return part as KundliParts;
}

/** Whether `kundli` holds every field the tab `tab` reads. */
export function hasKundliPart<T extends KundliTab>(kundli: Partial<Kundli>, tab: T): kundli is KundliPart<T> {
  return [...FRAME_FIELDS, ...TAB_FIELDS[tab]].every((field) => kundli[field] !== undefined);
}
