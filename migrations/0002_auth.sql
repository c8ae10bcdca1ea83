-- Sign-in and sessions (issue 2): organizations, users, one-time codes, sessions with rotating
-- refresh tokens, rate-limit hits and the development outbox.
--
-- Time columns: entities the client sees (users, organizations) keep ISO 8601 UTC text;
-- internal bookkeeping (codes, tokens, rate limits) keeps integer milliseconds since the epoch,
-- compared directly against Date.now().

-- An organization holds several astrologers (spec §3). Row 0 is the "default empty
-- organization": a user with organization_id 0 belongs to none, and its fields are empty strings.
CREATE TABLE organizations (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL DEFAULT '',
  uid TEXT NOT NULL DEFAULT '',          -- the user who created it; '' for the empty organization
  gst_number TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT ''
);
INSERT INTO organizations (id, name, uid, gst_number, created_at) VALUES (0, '', '', '', '');

-- An astrologer. Created on the first successful phone verification; phone is the identity.
CREATE TABLE users (
  uid TEXT PRIMARY KEY,                                   -- random UUID
  organization_id INTEGER NOT NULL DEFAULT 0 REFERENCES organizations (id),
  phone TEXT NOT NULL UNIQUE,                             -- E.164, e.g. +919876543210
  email TEXT NOT NULL DEFAULT '',                         -- '' until verified
  email_verified_at TEXT,                                 -- when verify-otp-email last succeeded
  name TEXT NOT NULL DEFAULT '',
  -- usage counters of spec §3 ("data"); their meaning is extended by the reports/wallet work
  report_count INTEGER NOT NULL DEFAULT 0,
  kundali_count INTEGER NOT NULL DEFAULT 0,
  free_trial_report INTEGER NOT NULL DEFAULT 0,
  free_trial_kundali INTEGER NOT NULL DEFAULT 0,
  profile_photo_url TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX users_organization ON users (organization_id);

-- One-time codes, only their HMAC is kept. The newest code of a destination is the live one.
CREATE TABLE otp_codes (
  id TEXT PRIMARY KEY,                                    -- random; also the hash's salt
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  destination TEXT NOT NULL,                              -- E.164 phone or lower-cased email
  uid TEXT REFERENCES users (uid) ON DELETE CASCADE,      -- email codes: the signed-in user who asked
  name TEXT,                                              -- email codes: the name given with the request
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,                    -- wrong tries; 5 kills the code
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  consumed_at INTEGER
);
CREATE INDEX otp_codes_destination ON otp_codes (channel, destination, created_at);
CREATE INDEX otp_codes_expires ON otp_codes (expires_at);

-- A session is one sign-in on one device: the family of its rotating refresh tokens.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  uid TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  last_refreshed_at INTEGER NOT NULL,
  revoked_at INTEGER,
  revoked_reason TEXT CHECK (revoked_reason IN ('logout', 'refresh_reuse')),
  user_agent TEXT NOT NULL DEFAULT '',
  ip TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sessions_uid ON sessions (uid);

-- Access tokens (15 min) and refresh tokens (30 days): SHA-256 of 256-bit random values.
CREATE TABLE access_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL
);
CREATE INDEX access_tokens_session ON access_tokens (session_id);

CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER                                         -- set when rotated; presenting it again revokes the session
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- Sliding-window rate limits: one row per counted request, keyed like "send-otp:phone:+91…".
CREATE TABLE rate_limit_hits (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX rate_limit_hits_key ON rate_limit_hits (key, at);
CREATE INDEX rate_limit_hits_at ON rate_limit_hits (at);

-- Messages the dev outbox "sent" (ENVIRONMENT=development only), listed at GET /__dev/outbox.
CREATE TABLE dev_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient TEXT NOT NULL,
  code TEXT,
  subject TEXT,
  message TEXT NOT NULL,
  sent_at TEXT NOT NULL
);
