-- Accounts (issue 5): roles and profile fields of users, organization invitations, and the
-- astrologer's own records — saved person profiles, saved Kundlis (birth data only, never
-- computed results), notifications, branding profiles, and the print and report requests that
-- /api/sql/add-entry writes (spec §3).
--
-- Every personal row carries `user_id`, the astrologer it belongs to; who may read or change it
-- is decided from the session (app/server/accounts/access.server.ts), never from a body.
-- Rows have an INTEGER `id` and a random `uid` (UUID): the API names rows by either.
-- Times are ISO 8601 UTC text, like users and organizations.

-- 'admin' users may open /api/admin/*; everyone else is 'user'. Set by hand (wrangler d1 execute).
ALTER TABLE users ADD COLUMN role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin'));
-- Place in the organization when organization_id <> 0. The owner is organizations.uid, not a role:
-- 'admin' members may manage the organization's astrologers, 'astrologer' members only themselves.
ALTER TABLE users ADD COLUMN organization_role TEXT NOT NULL DEFAULT 'astrologer'
  CHECK (organization_role IN ('astrologer', 'admin'));
-- "Complete profile": what an astrologer tells about themselves.
ALTER TABLE users ADD COLUMN gender TEXT NOT NULL DEFAULT '' CHECK (gender IN ('', 'male', 'female'));
ALTER TABLE users ADD COLUMN date_of_birth TEXT NOT NULL DEFAULT '';      -- YYYY-MM-DD or ''
ALTER TABLE users ADD COLUMN city TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN state TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN pincode TEXT NOT NULL DEFAULT '';            -- 6 digits or ''
ALTER TABLE users ADD COLUMN address TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN languages TEXT NOT NULL DEFAULT '';          -- as the astrologer writes them
ALTER TABLE users ADD COLUMN experience_years INTEGER NOT NULL DEFAULT 0 CHECK (experience_years BETWEEN 0 AND 99);
ALTER TABLE users ADD COLUMN about TEXT NOT NULL DEFAULT '';

-- The four usage counters never go below zero, whoever writes them.
CREATE TRIGGER users_counters_not_negative BEFORE UPDATE OF report_count, kundali_count, free_trial_report, free_trial_kundali ON users
WHEN NEW.report_count < 0 OR NEW.kundali_count < 0 OR NEW.free_trial_report < 0 OR NEW.free_trial_kundali < 0
BEGIN
  SELECT RAISE(ABORT, 'counter below zero');
END;

CREATE INDEX organizations_owner ON organizations (uid);

-- An owner or admin asked this phone to join; the person accepts with POST /api/user/organization.
-- People without an account are added at once instead (they have nothing to share yet).
CREATE TABLE organization_invites (
  organization_id INTEGER NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  phone TEXT NOT NULL,                                    -- E.164
  name TEXT NOT NULL DEFAULT '',
  organization_role TEXT NOT NULL DEFAULT 'astrologer' CHECK (organization_role IN ('astrologer', 'admin')),
  invited_by TEXT NOT NULL,                               -- users.uid
  created_at TEXT NOT NULL,
  PRIMARY KEY (organization_id, phone)
);
CREATE INDEX organization_invites_phone ON organization_invites (phone);

-- Saved person profiles: the people an astrologer works for. Counters are raised by one through
-- /api/sql/update-entry keyed on the profile's uid (spec §7).
CREATE TABLE profiles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  name TEXT NOT NULL,
  gender TEXT NOT NULL DEFAULT '' CHECK (gender IN ('', 'male', 'female')),
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  date_of_birth TEXT NOT NULL DEFAULT '',
  time_of_birth TEXT NOT NULL DEFAULT '',
  place_of_birth TEXT NOT NULL DEFAULT '',
  notes TEXT NOT NULL DEFAULT '',
  kundali_count INTEGER NOT NULL DEFAULT 0 CHECK (kundali_count >= 0),
  report_count INTEGER NOT NULL DEFAULT 0 CHECK (report_count >= 0),
  match_count INTEGER NOT NULL DEFAULT 0 CHECK (match_count >= 0),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX profiles_user ON profiles (user_id, id);

-- Saved Kundlis: the birth data of the calculation contract, never a computed chart.
CREATE TABLE kundalis (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  name TEXT NOT NULL,
  gender TEXT NOT NULL CHECK (gender IN ('male', 'female')),
  date TEXT NOT NULL,                                     -- YYYY-MM-DD, civil date at the place
  time TEXT NOT NULL,                                     -- HH:MM or HH:MM:SS, local clock time
  place_id INTEGER,                                       -- places.id when picked from the gazetteer
  place_name TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  timezone TEXT NOT NULL,                                 -- IANA zone
  utc_offset TEXT,                                        -- ±HH:MM[:SS] overriding the zone, or NULL
  father_name TEXT NOT NULL DEFAULT '',
  mother_name TEXT NOT NULL DEFAULT '',
  jati TEXT NOT NULL DEFAULT '',
  gotra TEXT NOT NULL DEFAULT '',
  options TEXT NOT NULL DEFAULT '{}',                     -- JSON: the calculation options chosen
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX kundalis_user ON kundalis (user_id, id);

CREATE TABLE notifications (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  type TEXT NOT NULL DEFAULT 'general' CHECK (type IN ('general', 'download', 'print', 'organization', 'payment')),
  title TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  link TEXT NOT NULL DEFAULT '',                          -- a path inside the app, or ''
  is_unread INTEGER NOT NULL DEFAULT 1 CHECK (is_unread IN (0, 1)),
  created_at TEXT NOT NULL
);
CREATE INDEX notifications_user ON notifications (user_id, id);

-- Branding printed on reports. At most one per astrologer is "connected" (used for printing).
CREATE TABLE branding_profiles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  name TEXT NOT NULL,
  logo_url TEXT NOT NULL DEFAULT '',                      -- a /files/ address of ours, or ''
  contact_phone TEXT NOT NULL DEFAULT '',
  contact_email TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  primary_color TEXT NOT NULL DEFAULT '#FA7500' CHECK (primary_color GLOB '#[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]'),
  secondary_color TEXT NOT NULL DEFAULT '#44403C' CHECK (secondary_color GLOB '#[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]'),
  is_connected INTEGER NOT NULL DEFAULT 0 CHECK (is_connected IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX branding_profiles_user ON branding_profiles (user_id, id);

-- Print requests (spec §3: kundali_print, matchkundali_print) and report requests. Written by
-- /api/sql/add-entry with status 'requested'; the print pipeline moves them on.
CREATE TABLE kundali_print (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  kundali_id TEXT NOT NULL,                               -- kundalis.uid
  branding_profile_id TEXT,                               -- branding_profiles.uid
  name TEXT NOT NULL DEFAULT '',
  report_type TEXT NOT NULL DEFAULT 'janam-kundli',     -- the print area's report keys (app/server/print)
  language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi')),
  paper_size TEXT NOT NULL DEFAULT 'A4' CHECK (paper_size IN ('A4', 'A5', 'Letter')),
  chart_style TEXT NOT NULL DEFAULT 'north' CHECK (chart_style IN ('north', 'south')),
  status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'processing', 'ready', 'failed')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX kundali_print_user ON kundali_print (user_id, id);

CREATE TABLE matchkundali_print (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  boy_kundali_id TEXT NOT NULL,                           -- kundalis.uid
  girl_kundali_id TEXT NOT NULL,                          -- kundalis.uid
  branding_profile_id TEXT,
  boy_name TEXT NOT NULL DEFAULT '',
  girl_name TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi')),
  paper_size TEXT NOT NULL DEFAULT 'A4' CHECK (paper_size IN ('A4', 'A5', 'Letter')),
  chart_style TEXT NOT NULL DEFAULT 'north' CHECK (chart_style IN ('north', 'south')),
  status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'processing', 'ready', 'failed')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX matchkundali_print_user ON matchkundali_print (user_id, id);

CREATE TABLE report (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  kundali_id TEXT,                                        -- kundalis.uid
  report_type TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi')),
  status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'processing', 'ready', 'failed')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX report_user ON report (user_id, id);
