/**
 * The two sides of a match (Matchmaking, batch matching), shared by the screens and the server.
 * No zod here: the match form's schema is app/shared/match/form.ts, loaded with import().
 */
import type { BirthReply } from "#app/shared/kundli/birth-form";

export type PartnerSide = "boy" | "girl";
export const SIDES: readonly PartnerSide[] = ["boy", "girl"];
export const GENDER_OF: Record<PartnerSide, "male" | "female"> = { boy: "male", girl: "female" };
export const OTHER: Record<PartnerSide, PartnerSide> = { boy: "girl", girl: "boy" };

/**
 * What the Matchmaking action answers when it does not open a match: a birth form's reply, and the
 * side whose new birth was already saved before the other side was refused (its id), so that the
 * form now offers that side as a saved Kundli and a second Match does not save it twice.
 */
export interface MatchReply extends BirthReply {
  saved?: Partial<Record<PartnerSide, number>>;
}
