/**
 * The signed-in astrologer as the rest of the app and the client see it (spec §3 field names).
 * `organization_id` 0 means no organization.
 */
export interface SessionUser {
  uid: string;
  organization_id: number;
  phone: string;
  email: string;
  name: string;
  report_count: number;
  kundali_count: number;
  free_trial_report: number;
  free_trial_kundali: number;
  profile_photo_url: string;
  created_at: string;
}
