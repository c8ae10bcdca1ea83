-- Clients and consultations (issue 15). A client is a person an astrologer works for: names in
-- Latin letters and in Devanagari, contact details, tags and notes, one or more saved Kundlis
-- (self, spouse, children, prospective matches) and dated consultations. Numbered 0014 because
-- 0013 is taken by another branch (0013_gazetteer_generation.sql); nothing here depends on it.
--
-- Like every personal row (0004), clients and consultations carry `user_id`, the astrologer
-- they belong to, and access follows the accounts' rule at request time
-- (app/server/accounts/access.server.ts): an organization's owner reaches every member's
-- clients, an admin its plain astrologers', an astrologer only their own. There is no stored
-- organization: it would go stale when someone joins or leaves, as kundalis has none either.
-- Rows are deleted, not marked deleted, as Kundlis are.

CREATE TABLE clients (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  name TEXT NOT NULL,                                     -- as the astrologer writes it (usually Latin letters)
  name_hi TEXT NOT NULL DEFAULT '',                       -- the same name in Devanagari, or ''
  phone TEXT NOT NULL DEFAULT '',                         -- E.164 or ''
  email TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  tags TEXT NOT NULL DEFAULT '[]',                        -- JSON array of strings (family, VIP, matrimony…)
  notes TEXT NOT NULL DEFAULT '',
  -- Kept by the consultations' triggers below, for sorting: the latest consultation's date and
  -- the follow-up date it set (NULL: none).
  last_consulted_on TEXT,                                 -- YYYY-MM-DD
  follow_up_on TEXT,                                      -- YYYY-MM-DD
  -- What a name search looks in: both names and the city, ASCII letters lower-cased (D1's
  -- lower()); names are stored NFC with single spaces, and the query is folded the same way
  -- (app/server/accounts/clients.server.ts searchKey). Made by the database, so rows written
  -- by this migration or any later path are searchable alike.
  search TEXT GENERATED ALWAYS AS (lower(name || ' ' || name_hi || ' ' || city)) STORED,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX clients_user ON clients (user_id, id);

CREATE TABLE consultations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL UNIQUE,
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,  -- the client's astrologer
  date TEXT NOT NULL,                                     -- YYYY-MM-DD
  question TEXT NOT NULL DEFAULT '',
  advice TEXT NOT NULL DEFAULT '',
  remedies TEXT NOT NULL DEFAULT '',
  follow_up_on TEXT NOT NULL DEFAULT '',                  -- YYYY-MM-DD or ''
  fee_paise INTEGER NOT NULL DEFAULT 0 CHECK (fee_paise BETWEEN 0 AND 100000000),  -- recorded only, never charged
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX consultations_client ON consultations (client_id, date);
CREATE INDEX consultations_user ON consultations (user_id, id);

CREATE TRIGGER consultations_insert_dates AFTER INSERT ON consultations
BEGIN
  UPDATE clients SET
    last_consulted_on = (SELECT max(date) FROM consultations WHERE client_id = NEW.client_id),
    follow_up_on = (SELECT nullif(follow_up_on, '') FROM consultations WHERE client_id = NEW.client_id
                    ORDER BY date DESC, id DESC LIMIT 1)
  WHERE id = NEW.client_id;
END;

CREATE TRIGGER consultations_update_dates AFTER UPDATE OF date, follow_up_on ON consultations
BEGIN
  UPDATE clients SET
    last_consulted_on = (SELECT max(date) FROM consultations WHERE client_id = NEW.client_id),
    follow_up_on = (SELECT nullif(follow_up_on, '') FROM consultations WHERE client_id = NEW.client_id
                    ORDER BY date DESC, id DESC LIMIT 1)
  WHERE id = NEW.client_id;
END;

CREATE TRIGGER consultations_delete_dates AFTER DELETE ON consultations
BEGIN
  UPDATE clients SET
    last_consulted_on = (SELECT max(date) FROM consultations WHERE client_id = OLD.client_id),
    follow_up_on = (SELECT nullif(follow_up_on, '') FROM consultations WHERE client_id = OLD.client_id
                    ORDER BY date DESC, id DESC LIMIT 1)
  WHERE id = OLD.client_id;
END;

-- Every saved Kundli belongs to a client, with its relation to that client. A column added by
-- ALTER TABLE with REFERENCES must default to NULL, so "belongs" is kept by the trigger below:
-- a Kundli saved without a client gets a client of its own, named as the Kundli.
ALTER TABLE kundalis ADD COLUMN client_id INTEGER REFERENCES clients (id) ON DELETE CASCADE;
ALTER TABLE kundalis ADD COLUMN relation TEXT NOT NULL DEFAULT 'self'
  CHECK (relation IN ('self', 'spouse', 'child', 'match', 'other'));

-- The Kundlis saved so far: one client each, named as the Kundli, with the Kundli's id as its
-- own (so the two are paired without a lookup; AUTOINCREMENT continues above the largest).
-- The uid is a random version-4 UUID, as crypto.randomUUID() makes them. Kundli rows keep every
-- value they had; they only gain client_id and relation 'self'.
INSERT INTO clients (id, uid, user_id, name, created_at, updated_at)
SELECT id,
  lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2)
    || '-' || substr('89ab', 1 + abs(random() % 4), 1) || substr(lower(hex(randomblob(2))), 2)
    || '-' || lower(hex(randomblob(6))),
  user_id, name, created_at, updated_at
FROM kundalis ORDER BY id;

UPDATE kundalis SET client_id = id;

CREATE INDEX kundalis_client ON kundalis (client_id);

CREATE TRIGGER kundalis_own_client AFTER INSERT ON kundalis WHEN NEW.client_id IS NULL
BEGIN
  INSERT INTO clients (uid, user_id, name, created_at, updated_at) VALUES (
    lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2)
      || '-' || substr('89ab', 1 + abs(random() % 4), 1) || substr(lower(hex(randomblob(2))), 2)
      || '-' || lower(hex(randomblob(6))),
    NEW.user_id, NEW.name, NEW.created_at, NEW.created_at);
  UPDATE kundalis SET client_id = last_insert_rowid(), relation = 'self' WHERE id = NEW.id;
END;
