-- Batch matching past 500 candidates runs as a queued job (issue 15; docs/decisions/0021): the
-- main Worker checks the request, stores its births in R2 (batch-match/<user>/<job>/input.json)
-- and a row here, and sends the job on the print queue; the print Worker matches it in chunks of
-- 500 through the calc Worker, writing each chunk to R2 and `done` here, then the ranked result.
-- The screen polls `done` for its progress. R2 keeps a job's objects for 7 days (a lifecycle
-- rule on the prefix, docs/deploy.md); a row outlives them only as a record that it ran.

CREATE TABLE batch_match_jobs (
  id TEXT PRIMARY KEY,                                    -- random UUID
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  side TEXT NOT NULL CHECK (side IN ('boy', 'girl')),
  profile_id INTEGER NOT NULL,                            -- the saved Kundli matched against all
  total INTEGER NOT NULL CHECK (total BETWEEN 1 AND 5000), -- candidates sent to the calc Worker
  done INTEGER NOT NULL DEFAULT 0 CHECK (done BETWEEN 0 AND total),
  status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'ready', 'failed')),
  error TEXT NOT NULL DEFAULT '',                         -- why it failed, for the logs
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX batch_match_jobs_user ON batch_match_jobs (user_id, created_at);
