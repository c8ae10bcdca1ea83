-- Erasing a client reaches the queued batch matches that hold their Kundlis (issue 15; docs/decisions/0021
-- and 0023). A job's births live in R2 (batch-match/<user>/<job>/input.json), where SQL cannot find
-- them: this table lists, per job, the saved Kundlis in it (the profile and every saved candidate),
-- so that erasure finds the jobs by an index. CSV births name no Kundli and are not listed.
--
-- Jobs queued before this migration have no list (`kundlis_listed` = 0): erasure reads their
-- input.json instead. Only the profile can be listed for them here; the candidates are in R2.

CREATE TABLE batch_match_job_kundlis (
  job_id TEXT NOT NULL REFERENCES batch_match_jobs (id) ON DELETE CASCADE,
  kundli_id INTEGER NOT NULL REFERENCES kundalis (id) ON DELETE CASCADE,
  PRIMARY KEY (job_id, kundli_id)
) WITHOUT ROWID;
CREATE INDEX batch_match_job_kundlis_kundli ON batch_match_job_kundlis (kundli_id);

ALTER TABLE batch_match_jobs ADD COLUMN kundlis_listed INTEGER NOT NULL DEFAULT 0 CHECK (kundlis_listed IN (0, 1));
