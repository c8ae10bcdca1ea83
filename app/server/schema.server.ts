/**
 * Table types for kysely, one interface per table of migrations/. Keep in step with the SQL.
 * Generated<T> marks columns the database fills in.
 */
import type { Generated } from "kysely";
import type { KundliRelation } from "#app/shared/accounts/kundli-record";

export interface MetaTable {
  key: string;
  value: string;
}

export interface Database {
  meta: MetaTable;
}

export type { Generated };

// ── auth (migrations/0002_auth.sql) ──────────────────────────────────────────
// Declared as a second `Database` block so other areas can append theirs the same way
// (TypeScript merges interface declarations).

export interface Database {
  organizations: OrganizationsTable;
  users: UsersTable;
  otp_codes: OtpCodesTable;
  sessions: SessionsTable;
  access_tokens: AccessTokensTable;
  refresh_tokens: RefreshTokensTable;
  rate_limit_hits: RateLimitHitsTable;
  dev_outbox: DevOutboxTable;
}

/** Row 0 is the default empty organization (spec §3): organization_id 0 means none. */
export interface OrganizationsTable {
  id: Generated<number>;
  name: Generated<string>;
  uid: Generated<string>;
  gst_number: Generated<string>;
  created_at: Generated<string>;
}

export interface UsersTable {
  uid: string;
  organization_id: Generated<number>;
  /** E.164 */
  phone: string;
  /** '' until verified through verify-otp-email */
  email: Generated<string>;
  email_verified_at: string | null;
  name: Generated<string>;
  report_count: Generated<number>;
  kundali_count: Generated<number>;
  free_trial_report: Generated<number>;
  free_trial_kundali: Generated<number>;
  profile_photo_url: Generated<string>;
  /** ISO 8601 UTC */
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** Times in the tables below are epoch milliseconds. */
export interface OtpCodesTable {
  id: string;
  channel: "sms" | "email";
  destination: string;
  uid: string | null;
  name: string | null;
  code_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface SessionsTable {
  id: string;
  uid: string;
  created_at: number;
  last_refreshed_at: number;
  revoked_at: number | null;
  revoked_reason: "logout" | "refresh_reuse" | null;
  user_agent: Generated<string>;
  ip: Generated<string>;
}

export interface AccessTokensTable {
  token_hash: string;
  session_id: string;
  expires_at: number;
}

export interface RefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface RateLimitHitsTable {
  key: string;
  at: number;
}

export interface DevOutboxTable {
  id: Generated<number>;
  channel: "sms" | "email";
  recipient: string;
  code: string | null;
  subject: string | null;
  message: string;
  /** ISO 8601 UTC */
  sent_at: string;
}

// ── places (migrations/0003_places.sql) ──────────────────────────────────────
// The birth-place gazetteer; rows come from the seed (scripts/places), never from the app.

export interface Database {
  places: PlacesTable;
  place_names: PlaceNamesTable;
  gazetteer: GazetteerTable;
}

/** migrations/0013: one row, a new generation at each load of the places seed (the edge cache's key). */
export interface GazetteerTable {
  id: 1;
  generation: string;
}

export interface PlacesTable {
  id: number;
  name: string;
  name_hi: string | null;
  admin1: Generated<string>;
  admin2: Generated<string>;
  admin3: Generated<string>;
  /** ISO 3166-1 alpha-2 */
  country: string;
  latitude: number;
  longitude: number;
  /** IANA zone */
  timezone: string;
  population: Generated<number>;
  postal_code: string | null;
  /** 'postal': GeoNames' rough postal coordinates */
  source: "city" | "postal";
}

export interface PlaceNamesTable {
  /** placeKey() of one spelling */
  key: string;
  place_id: number;
  population: Generated<number>;
  /** populationTier(population), app/shared/place-key.ts */
  tier: number;
  /** 1: another Latin name of the place ("Bombay"), searched from ALIAS_QUERY_MIN characters */
  alias: Generated<0 | 1>;
}

// ── accounts (migrations/0004_accounts.sql) ──────────────────────────────────
// Roles and profile fields of users, invitations, and the astrologer's own records. Personal
// rows carry `user_id`; app/server/accounts/access.server.ts decides who may touch them.

export interface Database {
  organization_invites: OrganizationInvitesTable;
  profiles: ProfilesTable;
  kundalis: KundalisTable;
  chart_events: ChartEventsTable;
  notifications: NotificationsTable;
  branding_profiles: BrandingProfilesTable;
  kundali_print: KundaliPrintTable;
  matchkundali_print: MatchKundaliPrintTable;
  report: ReportTable;
}

/** Columns 0004 adds to `users` (declaration-merged into UsersTable above). */
export interface UsersTable {
  role: Generated<"user" | "admin">;
  organization_role: Generated<"astrologer" | "admin">;
  gender: Generated<"" | "male" | "female">;
  date_of_birth: Generated<string>;
  city: Generated<string>;
  state: Generated<string>;
  pincode: Generated<string>;
  address: Generated<string>;
  languages: Generated<string>;
  experience_years: Generated<number>;
  about: Generated<string>;
}

export interface OrganizationInvitesTable {
  organization_id: number;
  phone: string;
  name: Generated<string>;
  organization_role: Generated<"astrologer" | "admin">;
  invited_by: string;
  created_at: string;
}

/** Columns every personal row has. */
interface PersonalRow {
  id: Generated<number>;
  uid: string;
  user_id: string;
  created_at: string;
}

export interface ProfilesTable extends PersonalRow {
  name: string;
  gender: Generated<"" | "male" | "female">;
  phone: Generated<string>;
  email: Generated<string>;
  date_of_birth: Generated<string>;
  time_of_birth: Generated<string>;
  place_of_birth: Generated<string>;
  notes: Generated<string>;
  kundali_count: Generated<number>;
  report_count: Generated<number>;
  match_count: Generated<number>;
  updated_at: string;
}

export interface KundalisTable extends PersonalRow {
  name: string;
  gender: "male" | "female";
  date: string;
  time: string;
  place_id: number | null;
  place_name: string;
  latitude: number;
  longitude: number;
  timezone: string;
  utc_offset: string | null;
  father_name: Generated<string>;
  mother_name: Generated<string>;
  jati: Generated<string>;
  gotra: Generated<string>;
  /** JSON of the calculation options chosen. */
  options: Generated<string>;
  updated_at: string;
}

/** Columns 0014 adds to `kundalis`: the client a Kundli belongs to (a trigger gives one to a Kundli saved without). */
export interface KundalisTable {
  client_id: number | null;
  relation: Generated<KundliRelation>;
  /** Up to which date chart_events holds the Kundli's events, '' none (migrations/0015). */
  events_until: Generated<string>;
}

/** A Kundli's dated events (migrations/0015, engine/reminders.ts). */
export interface ChartEventsTable {
  kundali_id: number;
  kind: "mahadasha" | "antardasha" | "sade-sati" | "dhaiya" | "birthday";
  date: string;
  detail: string;
}

export interface NotificationsTable extends PersonalRow {
  /** 'order' since migrations/0010_order_notifications.sql. */
  type: Generated<"general" | "download" | "print" | "organization" | "payment" | "order">;
  title: Generated<string>;
  message: Generated<string>;
  link: Generated<string>;
  is_unread: Generated<number>;
  /** A reminder's key (migrations/0015): unique per user, so a reminder is notified once. */
  reminder_key: string | null;
}

export interface BrandingProfilesTable extends PersonalRow {
  name: string;
  logo_url: Generated<string>;
  contact_phone: Generated<string>;
  contact_email: Generated<string>;
  address: Generated<string>;
  primary_color: Generated<string>;
  secondary_color: Generated<string>;
  is_connected: Generated<number>;
  updated_at: string;
}

type RequestStatus = "requested" | "processing" | "ready" | "failed";

export interface KundaliPrintTable extends PersonalRow {
  kundali_id: string;
  branding_profile_id: string | null;
  name: Generated<string>;
  report_type: Generated<string>;
  language: Generated<"en" | "hi">;
  paper_size: Generated<"A4" | "A5" | "Letter">;
  chart_style: Generated<"north" | "south">;
  status: Generated<RequestStatus>;
  updated_at: string;
}

export interface MatchKundaliPrintTable extends PersonalRow {
  boy_kundali_id: string;
  girl_kundali_id: string;
  branding_profile_id: string | null;
  boy_name: Generated<string>;
  girl_name: Generated<string>;
  language: Generated<"en" | "hi">;
  paper_size: Generated<"A4" | "A5" | "Letter">;
  chart_style: Generated<"north" | "south">;
  status: Generated<RequestStatus>;
  updated_at: string;
}

export interface ReportTable extends PersonalRow {
  kundali_id: string | null;
  report_type: string;
  name: Generated<string>;
  language: Generated<"en" | "hi">;
  status: Generated<RequestStatus>;
  updated_at: string;
}

// ── print (migrations/0005_print.sql) ────────────────────────────────────────
// Print jobs: the queue's work and the downloads list (app/server/print/jobs.server.ts).

export interface Database {
  print_jobs: PrintJobsTable;
}

export type PrintJobStatus = "queued" | "rendering" | "ready" | "failed" | "cancelled";

export interface PrintJobsTable {
  id: string;
  user_id: string;
  /** 0012: 'panchang' too (the day's Panchang, no request row). */
  kind: "kundli" | "match" | "panchang";
  print_uid: string;
  report_type: string;
  language: "en" | "hi";
  paper_size: "A4" | "Letter" | "A5";
  chart_style: "north" | "south";
  name: string;
  file_name: string;
  /** JSON */
  input: string;
  /** JSON */
  brand: string;
  timezone: string;
  status: Generated<PrintJobStatus>;
  progress: Generated<number>;
  attempts: Generated<number>;
  claim: string | null;
  claimed_at: number | null;
  ready_claim: string | null;
  fileid: Generated<string>;
  file_size: Generated<number>;
  error: Generated<string>;
  is_opened: Generated<number>;
  cleared: Generated<number>;
  date: string;
  time: string;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
  /** 0008: how often the sweeper sent its message again (app/server/print/sweeper.server.ts). */
  sweeps: Generated<number>;
  /** 0018: the astrologer's edits of the readings, JSON (print/reports/edits.ts), '' for none. */
  edits: Generated<string>;
}

// ── own readings (migrations/0018_report_edits.sql) ──────────────────────────
// An astrologer's own text for a library reading (app/server/print/own-readings.server.ts).

export interface Database {
  own_readings: OwnReadingsTable;
}

export interface OwnReadingsTable {
  user_id: string;
  language: "en" | "hi";
  reading_key: string;
  text: string;
  created_at: number;
  updated_at: number;
}

/** 0005 links each request row to its job. */
export interface KundaliPrintTable {
  job_id: string | null;
}
export interface MatchKundaliPrintTable {
  job_id: string | null;
}

// ── accounts, more (migrations/0009_accounts_more.sql) ───────────────────────
// Each astrologer's defaults (app/server/accounts/settings.server.ts).

export interface Database {
  user_settings: UserSettingsTable;
}

export interface UserSettingsTable {
  user_id: string;
  chart_style: Generated<"north" | "south">;
  paper_size: Generated<"A4" | "Letter" | "A5">;
  ayanamsa: Generated<"lahiri" | "true-chitra" | "lahiri-icrc" | "kp" | "raman" | "yukteshwar" | "pushya">;
  node: Generated<"mean" | "true">;
  houses: Generated<"sripati" | "placidus" | "equal" | "whole-sign">;
  sunrise: Generated<"visible" | "hindu">;
  dasha_year: Generated<number>;
  updated_at: string;
  /** The default place of the Panchang (migrations/0011): a gazetteer place, all five or none. */
  default_place_id: number | null;
  default_place_name: string | null;
  default_place_latitude: number | null;
  default_place_longitude: number | null;
  default_place_timezone: string | null;
  /** Reminders (migrations/0015): their language, the weekly email digest and its last Sunday. */
  reminder_language: Generated<"en" | "hi">;
  weekly_digest: Generated<number>;
  digest_sent_for: Generated<string>;
}

// ── money (migrations/0006_wallet.sql) ───────────────────────────────────────
// The wallet ledger, prices, plans and periods, charges, payments and invoices
// (app/server/commerce). Amounts are integer paise; times epoch milliseconds.

export interface Database {
  wallet_ledger: WalletLedgerTable;
  prices: PricesTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  charges: ChargesTable;
  payments: PaymentsTable;
  invoice_sequences: InvoiceSequencesTable;
  invoices: InvoicesTable;
}

export interface WalletLedgerTable {
  id: Generated<number>;
  user_id: string;
  kind: "topup" | "purchase" | "refund" | "adjustment";
  amount_paise: number;
  reason: string;
  reference: string;
  idempotency_key: string;
  created_at: number;
}

export interface PricesTable {
  item: "kundli" | "report" | "printed_order";
  wallet_price_paise: number;
}

export interface PlansTable {
  id: string;
  period_days: number;
  price_paise: number;
  kundlis: number;
  reports: number;
  printed_orders: number;
  active: Generated<number>;
  sort: Generated<number>;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: string;
  plan_id: string;
  starts_at: number;
  ends_at: number;
  kundlis: number;
  reports: number;
  printed_orders: number;
  kundlis_used: Generated<number>;
  reports_used: Generated<number>;
  printed_orders_used: Generated<number>;
  price_paise: number;
  idempotency_key: string;
  ledger_entry_id: number | null;
  created_at: number;
}

export interface ChargesTable {
  id: Generated<number>;
  user_id: string;
  item: "kundli" | "report" | "printed_order";
  reference: string;
  idempotency_key: string;
  source: "free_trial" | "plan" | "wallet";
  subscription_id: number | null;
  ledger_entry_id: number | null;
  amount_paise: Generated<number>;
  token: string;
  refund_token: string | null;
  refunded_at: number | null;
  created_at: number;
}

export interface PaymentsTable {
  id: string;
  user_id: string;
  purpose: "topup" | "plan";
  plan_id: string | null;
  wallet_paise: number;
  taxable_paise: number;
  gst_paise: number;
  amount_paise: number;
  provider: string;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  checkout: Generated<string>;
  status: Generated<"created" | "paid" | "failed" | "cancelled">;
  idempotency_key: string;
  created_at: number;
  updated_at: number;
}

export interface InvoiceSequencesTable {
  financial_year: string;
  last: number;
}

export interface InvoicesTable {
  id: Generated<number>;
  number: string;
  financial_year: string;
  user_id: string;
  payment_id: string;
  description: string;
  buyer_name: string;
  buyer_phone: string;
  buyer_organization: string;
  buyer_gstin: string;
  taxable_paise: number;
  gst_rate_bp: number;
  gst_paise: number;
  total_paise: number;
  issued_at: number;
}

// ── clients (migrations/0014_clients_consultations.sql) ──────────────────────
// The people an astrologer works for and their consultations (app/server/accounts/clients.server.ts).

export interface Database {
  clients: ClientsTable;
  consultations: ConsultationsTable;
}

export interface ClientsTable extends PersonalRow {
  name: string;
  name_hi: Generated<string>;
  phone: Generated<string>;
  email: Generated<string>;
  city: Generated<string>;
  /** JSON array of strings */
  tags: Generated<string>;
  notes: Generated<string>;
  /** Kept by the consultations' triggers. */
  last_consulted_on: Generated<string | null>;
  follow_up_on: Generated<string | null>;
  /** Generated by the database: lower(name || ' ' || name_hi || ' ' || city). */
  search: Generated<string>;
  /** Both scripts' search skeletons (migrations/0019, app/server/clients/search.server.ts); NULL: not made yet. */
  fold: Generated<string | null>;
  updated_at: string;
}

export interface ConsultationsTable extends PersonalRow {
  client_id: number;
  date: string;
  question: Generated<string>;
  advice: Generated<string>;
  remedies: Generated<string>;
  /** YYYY-MM-DD or '' */
  follow_up_on: Generated<string>;
  fee_paise: Generated<number>;
  updated_at: string;
}

// ── clients' privacy (migrations/0017_client_privacy.sql) ────────────────────
// Consent records and the audit log of exports and erasures (app/server/privacy/).

export interface Database {
  client_consents: ClientConsentsTable;
  audit_log: AuditLogTable;
}

export interface ClientConsentsTable {
  id: Generated<number>;
  uid: string;
  client_id: number;
  user_id: string;
  /** JSON array of ConsentPurpose */
  purposes: string;
  given_on: string;
  method: "in_person" | "written" | "phone" | "online";
  note: Generated<string>;
  recorded_by: string;
  recorded_at: string;
  withdrawn_on: string | null;
  withdrawn_by: string | null;
  withdrawn_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_uid: string;
  owner_uid: string;
  action: "client.export" | "client.erase";
  subject_uid: string;
  /** JSON object of counts */
  details: Generated<string>;
}
