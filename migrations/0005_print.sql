-- Print jobs (issue 6): one row per report requested through /api/print/*, which is also the
-- download item of spec §3 (its id is the job id). The request itself is recorded in
-- kundali_print / matchkundali_print (0004); the job carries everything the queue consumer
-- needs, frozen at request time (birth data, brand), so a retry prints the same report.
--
-- States: queued → rendering → ready; rendering → queued again when an attempt fails (the queue
-- retries it); queued → failed when the retries are spent (the dead-letter consumer);
-- failed → queued on POST /api/downloads/retry; queued → cancelled when the list is cleared first.
-- Times are epoch milliseconds, except `date`/`time`, the spec's local YYYY-MM-DD and HH:MM.

CREATE TABLE print_jobs (
  id TEXT PRIMARY KEY,                                    -- random UUID: job id = download id
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('kundli', 'match')),
  print_uid TEXT NOT NULL,                                -- kundali_print.uid or matchkundali_print.uid
  report_type TEXT NOT NULL CHECK (report_type IN
    ('janam-kundli', 'life-report', 'phaladesh', 'matchmaking', 'numerology', 'gemstone', 'dosha')),
  language TEXT NOT NULL CHECK (language IN ('en', 'hi')),
  paper_size TEXT NOT NULL CHECK (paper_size IN ('A4', 'Letter', 'A5')),
  chart_style TEXT NOT NULL CHECK (chart_style IN ('north', 'south')),
  name TEXT NOT NULL,                                     -- the person, or "boy and girl"
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
  finished_at INTEGER
);
CREATE INDEX print_jobs_user ON print_jobs (user_id, created_at);

-- The request rows of 0004 point at their job (and download).
ALTER TABLE kundali_print ADD COLUMN job_id TEXT;
ALTER TABLE matchkundali_print ADD COLUMN job_id TEXT;
