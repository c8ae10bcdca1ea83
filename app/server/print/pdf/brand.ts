/**
 * The brand printed on a report: the astrologer's branding profile (name, contact line, colour),
 * or Kundli Studio's own when none is connected. Colours are checked so that text stays readable
 * whatever colour an astrologer picks.
 */

export interface Brand {
  /** Shown large on the cover and in every page header. */
  name: string;
  /** One line: phone, email, address or website, as the astrologer wrote it. */
  contact: string;
  /** #RRGGBB: the primary colour (cover band, headings, table headers, chart lines). */
  colour: string;
  /** #RRGGBB: the secondary colour (the accents: sub-headings, captions, bullets, rules, the Ascendant's label). */
  secondary: string;
  /** Optional second line under the name on the cover (e.g. "Vedic astrologer, Jaipur"). */
  tagline: string;
  /** R2 key of the logo (photos/<owner>/<file>.png|jpg), or "" for none. */
  logo: string;
}

export const DEFAULT_BRAND: Brand = {
  name: "Kundli Studio",
  contact: "",
  colour: "#FA7500",
  secondary: "#1C1917",
  tagline: "",
  logo: "",
};

/** Keys the upload API makes for photos (accounts/files.server.ts); PDFs take PNG and JPEG. */
const LOGO_KEY = /^photos\/[\w-]+\/[\w-]+\.(png|jpg|jpeg)$/;

/** A branding profile's logo_url (/files/photos/…) as its R2 key, or "" when it is none of ours. */
export function logoKeyOf(logoUrl: string | null | undefined): string {
  const key = (logoUrl ?? "").replace(/^\/files\//, "");
  return LOGO_KEY.test(key) ? key : "";
}

const HEX = /^#[0-9a-fA-F]{6}$/;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** WCAG relative luminance, 0 (black) .. 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `hex` mixed with white: 0 keeps it, 1 is white. */
export function tint(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => c + (255 - c) * amount));
}

/** `hex` mixed with black. */
export function shade(hex: string, amount: number): string {
  return toHex(channels(hex).map((c) => c * (1 - amount)));
}

/** Text colour to put on a fill of `hex`: white when it reads well, else near-black. */
export function textOn(hex: string): string {
  return contrast(hex, "#FFFFFF") >= 3 ? "#FFFFFF" : "#111827";
}

/**
 * The brand colour darkened until it reads on white as heading text (contrast 3:1, the large-
 * text threshold): a pale yellow brand still gives legible headings.
 */
export function inkOf(hex: string): string {
  let colour = hex;
  for (let i = 0; i < 20 && contrast(colour, "#FFFFFF") < 3; i++) colour = shade(colour, 0.1);
  return colour;
}

/** A brand with every field usable: blanks fall back to the default, a bad colour to the brand orange. */
export function normalizeBrand(input: Partial<Brand> | null | undefined): Brand {
  const name = input?.name?.trim() || DEFAULT_BRAND.name;
  const colour = input?.colour && isHexColour(input.colour) ? input.colour.toUpperCase() : DEFAULT_BRAND.colour;
  const secondary =
    input?.secondary && isHexColour(input.secondary) ? input.secondary.toUpperCase() : DEFAULT_BRAND.secondary;
  // The profile's own limits (accounts/branding.server.ts): the cover wraps what it cannot fit, nothing is cut.
  return {
    name: name.slice(0, 120),
    contact: (input?.contact ?? "").trim().slice(0, 200),
    colour,
    secondary,
    tagline: (input?.tagline ?? "").trim().slice(0, 500),
    logo: input?.logo && LOGO_KEY.test(input.logo) ? input.logo : "",
  };
}
