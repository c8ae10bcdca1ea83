/** An organization (spec §3) as the API answers it. Row 0 is the default empty one: organization_id 0 means "in none". */
export interface Organization {
  id: number;
  name: string;
  created_at: string;
  uid: string;
  gst_number: string;
}

/** Spec §3: the default empty organization. */
export const EMPTY_ORGANIZATION: Readonly<Organization> = Object.freeze({
  id: 0,
  name: "",
  created_at: "",
  uid: "",
  gst_number: "",
});
