/**
 * A saved Kundli as the API answers it and the screens and the client's cached list hold it:
 * the birth data of the calculation contract plus the New Kundli form's family details.
 */

/** Who the person is to the client the Kundli belongs to (migrations/0014). */
export type KundliRelation = "self" | "spouse" | "child" | "match" | "other";

export interface KundliRecord {
  id: number;
  uid: string;
  user_id: string;
  name: string;
  gender: "male" | "female";
  date: string;
  time: string;
  place: { id: number | null; name: string; latitude: number; longitude: number; timezone: string };
  /** Present only when the birth's clock is given as an offset rather than the zone's. */
  utcOffset?: string;
  father_name: string;
  mother_name: string;
  jati: string;
  gotra: string;
  options: Record<string, unknown>;
  /** The client it belongs to (migrations/0014) and who the person is to that client. */
  client_id: number | null;
  relation: KundliRelation;
  created_at: string;
  updated_at: string;
}
