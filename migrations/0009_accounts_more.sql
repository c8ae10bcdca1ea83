-- Accounts, more (issues 5 and 7): each astrologer's defaults, set on the Settings screen.
--
-- One row per astrologer, written the first time they save Settings; until then the defaults of
-- ../shared/docs/conventions.md apply (app/server/accounts/settings.server.ts). The default
-- branding profile is not stored here: it is the connected branding profile (branding_profiles.
-- is_connected), which printing already uses when a request names none (docs/decisions/0010).
CREATE TABLE user_settings (
  user_id TEXT PRIMARY KEY REFERENCES users (uid) ON DELETE CASCADE,
  chart_style TEXT NOT NULL DEFAULT 'north' CHECK (chart_style IN ('north', 'south')),
  paper_size TEXT NOT NULL DEFAULT 'A4' CHECK (paper_size IN ('A4', 'Letter', 'A5')),
  -- Calculation options a new Kundli is computed with (engine/types.ts CalcOptions).
  ayanamsa TEXT NOT NULL DEFAULT 'lahiri'
    CHECK (ayanamsa IN ('lahiri', 'true-chitra', 'lahiri-icrc', 'kp', 'raman', 'yukteshwar', 'pushya')),
  node TEXT NOT NULL DEFAULT 'mean' CHECK (node IN ('mean', 'true')),
  houses TEXT NOT NULL DEFAULT 'sripati' CHECK (houses IN ('sripati', 'placidus', 'equal', 'whole-sign')),
  sunrise TEXT NOT NULL DEFAULT 'visible' CHECK (sunrise IN ('visible', 'hindu')),
  dasha_year REAL NOT NULL DEFAULT 365.25 CHECK (dasha_year IN (365.25, 365.2425, 365.256363, 360)),
  updated_at TEXT NOT NULL
);
