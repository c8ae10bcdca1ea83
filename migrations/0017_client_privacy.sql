-- Clients' privacy (issue 15, India's DPDP Act 2023): the consent a client gave, and an audit
-- log of exports and erasures. docs/decisions/0023-client-consent-export-erasure.md.
--
-- A consent is a record, never edited: recording a new one makes it the client's current
-- consent (the newest row), and the older rows stay as the history. Withdrawing marks the current
-- one withdrawn (date, who, when). Rows go with the client (ON DELETE CASCADE): an erased
-- client leaves no consent behind, only the audit entry below.
CREATE TABLE client_consents (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL UNIQUE,
  client_id INTEGER NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,   -- the client's astrologer
  -- JSON array, a subset of: birth_data (keep birth details, make Kundlis), reports (generate and
  -- print reports), contact (reminders and follow-up calls or messages).
  purposes TEXT NOT NULL CHECK (json_valid(purposes) AND json_type(purposes) = 'array'),
  given_on TEXT NOT NULL,                                 -- YYYY-MM-DD, as the client gave it
  method TEXT NOT NULL CHECK (method IN ('in_person', 'written', 'phone', 'online')),
  note TEXT NOT NULL DEFAULT '',
  recorded_by TEXT NOT NULL,                              -- users.uid of who recorded it (the astrologer, or their manager)
  recorded_at TEXT NOT NULL,                              -- ISO 8601 UTC
  withdrawn_on TEXT,                                      -- YYYY-MM-DD, or NULL while in force
  withdrawn_by TEXT,                                      -- users.uid
  withdrawn_at TEXT                                       -- ISO 8601 UTC, when it was recorded
);
CREATE INDEX client_consents_client ON client_consents (client_id, id);
CREATE INDEX client_consents_user ON client_consents (user_id, id);

-- Who exported or erased which client, when, and how many rows and files it took. No personal
-- data: uids are random and, once a client is erased, name no one; `details` holds counts only.
-- No foreign keys: the log outlives the rows it speaks of. Append-only, like the wallet ledger.
CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,                                       -- ISO 8601 UTC
  actor_uid TEXT NOT NULL,                                -- who did it (users.uid)
  owner_uid TEXT NOT NULL,                                -- whose client it was (users.uid)
  action TEXT NOT NULL CHECK (action IN ('client.export', 'client.erase')),
  subject_uid TEXT NOT NULL,                              -- clients.uid
  details TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(details))
);
CREATE INDEX audit_log_owner ON audit_log (owner_uid, id);

CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit log is append-only');
END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit log is append-only');
END;

-- Finding a client's reports and their orders (app/server/privacy/client-data.server.ts) without
-- reading every astrologer's print rows: the requests by Kundli uid, the jobs by request, the
-- orders by job.
CREATE INDEX kundali_print_kundali ON kundali_print (kundali_id);
CREATE INDEX matchkundali_print_boy ON matchkundali_print (boy_kundali_id);
CREATE INDEX matchkundali_print_girl ON matchkundali_print (girl_kundali_id);
CREATE INDEX report_kundali ON report (kundali_id);
CREATE INDEX print_jobs_print_uid ON print_jobs (print_uid);
CREATE INDEX orders_job ON orders (job_id);
