-- Print jobs, continued (issue 6): the sweeper for jobs whose queue message was lost.
-- A Cron Trigger (workers/app.ts `scheduled`) looks for jobs queued or rendering with no progress
-- for a while; it sends their message again a few times (`sweeps` counts them), then marks the
-- job failed with a Retry, as the dead-letter queue does. A Retry starts the count afresh.
ALTER TABLE print_jobs ADD COLUMN sweeps INTEGER NOT NULL DEFAULT 0;

-- The sweeper reads only unfinished jobs, oldest change first.
CREATE INDEX print_jobs_unfinished ON print_jobs (status, updated_at) WHERE status IN ('queued', 'rendering');
