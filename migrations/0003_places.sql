-- Birth places (issue 4): a gazetteer seeded from GeoNames (CC BY 4.0) by scripts/places —
-- cities of the world with IANA zones, and Indian postal places (villages and towns) with
-- district and state. The rows come from the seed, not from migrations; see docs/places.md.

CREATE TABLE places (
  id INTEGER PRIMARY KEY,              -- GeoNames id for cities; 1e9 + PIN·100 + n for postal places
  name TEXT NOT NULL,                  -- Latin-script name as GeoNames spells it
  name_hi TEXT,                        -- Devanagari name where GeoNames has one
  admin1 TEXT NOT NULL DEFAULT '',     -- state / province
  admin2 TEXT NOT NULL DEFAULT '',     -- district
  admin3 TEXT NOT NULL DEFAULT '',     -- sub-district (tehsil, taluk)
  country TEXT NOT NULL,               -- ISO 3166-1 alpha-2
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  timezone TEXT NOT NULL,              -- IANA zone
  population INTEGER NOT NULL DEFAULT 0,
  postal_code TEXT,                    -- PIN of an Indian postal place
  source TEXT NOT NULL CHECK (source IN ('city', 'postal'))  -- postal coordinates are rough
);

-- Every searchable spelling of a place, normalized by placeKey() (app/server/place-key.ts):
-- its own names (Latin, ASCII, Devanagari) and, with alias = 1, other Latin names of Indian
-- cities ("Bombay"), which searches use only from 4 characters on. NOCASE lets SQLite's LIKE
-- optimization turn `key LIKE 'prefix%'` into an index range. `tier` is a population band
-- (0: 100k and more … 4: unknown, mostly postal places), so a search reads the big places
-- first and stops when the page is full instead of reading every "sa…" in the world.
CREATE TABLE place_names (
  key TEXT NOT NULL COLLATE NOCASE,
  place_id INTEGER NOT NULL,           -- places.id (no FOREIGN KEY: the seed is the only writer, and loads faster)
  population INTEGER NOT NULL DEFAULT 0,
  tier INTEGER NOT NULL,
  alias INTEGER NOT NULL DEFAULT 0 CHECK (alias IN (0, 1)),
  PRIMARY KEY (key, place_id)          -- exact look-ups
) WITHOUT ROWID;
-- Prefix look-ups: covering, and in page order for the last band.
CREATE INDEX place_names_tier ON place_names (tier, key, place_id, population, alias);
