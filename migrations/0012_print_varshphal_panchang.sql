-- Two more things to print: the Varshphal (report_type 'varshphal', a Kundli report of one year)
-- and the day's Panchang (kind 'panchang', report_type 'panchang': one page for a date and place,
-- no person, no request row in kundali_print). print_jobs' CHECKs on kind and report_type admit
-- them; every other column, constraint and default is as 0005_print.sql and 0008_print_more.sql
-- left it, in the same column order. kundali_print.report_type and orders.report_type have no
-- CHECK, so they take 'varshphal' as they are.
--
-- SQLite cannot change a CHECK in place, so the table is rebuilt
-- (https://www.sqlite.org/lang_altertable.html#otheralter). orders.job_id REFERENCES print_jobs
-- (id), and D1 enforces foreign keys (they cannot be switched off, only deferred to the commit),
-- so the usual "new table, copy, drop, rename" does not do here: dropping print_jobs deletes its
-- rows, which counts every order's job as a missing parent, and rows copied into print_jobs_new
-- beforehand never count them back (they were inserted while that table was no one's parent), so
-- the commit fails as soon as one order exists. Instead the rows wait in a plain copy, print_jobs
-- is made again under its own name, and the rows go back into it from the copy: each row put back
-- is the parent its orders look for, and the deferred count returns to zero before the commit.
-- Ids are kept (a TEXT UUID; print_jobs has no AUTOINCREMENT counter, nothing in
-- sqlite_sequence), rows go back in their old rowid order, and both indexes are made again
-- exactly. No trigger or view names print_jobs.
PRAGMA defer_foreign_keys = on;

CREATE TABLE print_jobs_copy AS SELECT * FROM print_jobs ORDER BY rowid;

DROP TABLE print_jobs;

CREATE TABLE print_jobs (
  id TEXT PRIMARY KEY,                                    -- random UUID: job id = download id
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('kundli', 'match', 'panchang')),
  print_uid TEXT NOT NULL,                                -- kundali_print.uid or matchkundali_print.uid (a panchang: its own uid, no row)
  report_type TEXT NOT NULL CHECK (report_type IN
    ('janam-kundli', 'life-report', 'phaladesh', 'matchmaking', 'numerology', 'gemstone', 'dosha', 'varshphal', 'panchang')),
  language TEXT NOT NULL CHECK (language IN ('en', 'hi')),
  paper_size TEXT NOT NULL CHECK (paper_size IN ('A4', 'Letter', 'A5')),
  chart_style TEXT NOT NULL CHECK (chart_style IN ('north', 'south')),
  name TEXT NOT NULL,                                     -- the person, or "boy and girl", or the Panchang's place and date
  file_name TEXT NOT NULL,
  input TEXT NOT NULL,                                    -- JSON: the calculation input(s) and family details
  brand TEXT NOT NULL,                                    -- JSON: the brand printed (snapshot)
  timezone TEXT NOT NULL,                                 -- IANA zone of `date`/`time` and of the report date
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'rendering', 'ready', 'failed', 'cancelled')),
  progress INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  attempts INTEGER NOT NULL DEFAULT 0,                    -- claims so far (all deliveries, retries included)
  claim TEXT,                                             -- token of the consumer rendering it now
  claimed_at INTEGER,
  ready_claim TEXT,                                       -- the claim that finished it: counters and notice follow it once
  fileid TEXT NOT NULL DEFAULT '',                        -- R2 key once ready
  file_size INTEGER NOT NULL DEFAULT 0,
  error TEXT NOT NULL DEFAULT '',                         -- last failure, for the logs and the failed item
  is_opened INTEGER NOT NULL DEFAULT 0 CHECK (is_opened IN (0, 1)),
  cleared INTEGER NOT NULL DEFAULT 0 CHECK (cleared IN (0, 1)),
  date TEXT NOT NULL,                                     -- YYYY-MM-DD in `timezone`, when requested
  time TEXT NOT NULL,                                     -- HH:MM
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  finished_at INTEGER,
  sweeps INTEGER NOT NULL DEFAULT 0                       -- 0008: messages sent again by the sweeper
);

INSERT INTO print_jobs (id, user_id, kind, print_uid, report_type, language, paper_size, chart_style, name, file_name,
    input, brand, timezone, status, progress, attempts, claim, claimed_at, ready_claim, fileid, file_size, error,
    is_opened, cleared, date, time, created_at, updated_at, finished_at, sweeps)
  SELECT id, user_id, kind, print_uid, report_type, language, paper_size, chart_style, name, file_name,
    input, brand, timezone, status, progress, attempts, claim, claimed_at, ready_claim, fileid, file_size, error,
    is_opened, cleared, date, time, created_at, updated_at, finished_at, sweeps
  FROM print_jobs_copy ORDER BY rowid;

DROP TABLE print_jobs_copy;

CREATE INDEX print_jobs_user ON print_jobs (user_id, created_at);
CREATE INDEX print_jobs_unfinished ON print_jobs (status, updated_at) WHERE status IN ('queued', 'rendering');
