-- Reminders that come from the charts (issue 15; docs/decisions/0020-reminders.md). A saved
-- Kundli's dated events — Antardasha and Mahadasha changes, Sade Sati and Dhaiya starts,
-- birthdays (engine/reminders.ts, computed by the calc Worker) — are kept here for the coming
-- months, so that Home's "This week", the daily notifications and the weekly digest read them
-- by date instead of computing every chart again. A client's follow-up date is read from
-- clients.follow_up_on (0014) and is not copied here.

CREATE TABLE chart_events (
  kundali_id INTEGER NOT NULL REFERENCES kundalis (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('mahadasha', 'antardasha', 'sade-sati', 'dhaiya', 'birthday')),
  date TEXT NOT NULL,                                     -- YYYY-MM-DD at the birth's UTC offset
  detail TEXT NOT NULL,                                   -- engine/reminders.ts ChartEvent.detail
  PRIMARY KEY (kundali_id, kind, date, detail)
) WITHOUT ROWID;
CREATE INDEX chart_events_date ON chart_events (date);

-- Up to which date a Kundli's events are in chart_events ('' : not computed). A refill computes
-- from today to about a year ahead and is due again when fewer than five weeks are left.
ALTER TABLE kundalis ADD COLUMN events_until TEXT NOT NULL DEFAULT '';
CREATE INDEX kundalis_events_until ON kundalis (events_until);

-- A changed birth or changed options make the events wrong: they go, and the Kundli is due again.
CREATE TRIGGER kundalis_events_stale AFTER UPDATE OF date, time, latitude, longitude, timezone, utc_offset, options
  ON kundalis
BEGIN
  DELETE FROM chart_events WHERE kundali_id = NEW.id;
  UPDATE kundalis SET events_until = '' WHERE id = NEW.id;
END;

-- A reminder becomes a notification once: its key ('<kind>:<kundali or client id>:<date>:<detail>')
-- is unique among notifications, so a rerun of the daily cron inserts nothing twice (INSERT OR IGNORE).
ALTER TABLE notifications ADD COLUMN reminder_key TEXT;
CREATE UNIQUE INDEX notifications_reminder_key ON notifications (user_id, reminder_key) WHERE reminder_key IS NOT NULL;

-- The astrologer's choices: the language notifications and the digest are written in (they are
-- stored as text), and the weekly email digest (off unless chosen), with the Sunday it was last sent.
ALTER TABLE user_settings ADD COLUMN reminder_language TEXT NOT NULL DEFAULT 'en' CHECK (reminder_language IN ('en', 'hi'));
ALTER TABLE user_settings ADD COLUMN weekly_digest INTEGER NOT NULL DEFAULT 0 CHECK (weekly_digest IN (0, 1));
ALTER TABLE user_settings ADD COLUMN digest_sent_for TEXT NOT NULL DEFAULT '';  -- YYYY-MM-DD (the week's Sunday) or ''
