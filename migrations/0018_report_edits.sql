-- Edit before printing (issue 16): the astrologer's edits of a report's readings travel with the
-- print job, and the texts they keep as their own are stored per astrologer, per language, under
-- the library key of the reading they replace ("grahaInHouse.Saturn.7"). Numbered 0018 as
-- reserved for this branch; nothing here depends on 0015–0017.
--
-- print_jobs.edits: JSON (app/server/print/reports/edits.ts ReportEdits), '' for none. Frozen at
-- request, as the job's input and brand are, so a retry prints the same words.
ALTER TABLE print_jobs ADD COLUMN edits TEXT NOT NULL DEFAULT '';

-- An astrologer's own text for a reading. Only its author ever reads it: unlike Kundlis and
-- clients, the organization's owner and admins do not (docs/decisions/0025-own-reading-texts.md).
CREATE TABLE own_readings (
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'hi')),
  reading_key TEXT NOT NULL,                              -- the library key, e.g. lordInHouse.7.10
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL,                            -- epoch ms
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, language, reading_key)
) WITHOUT ROWID;
