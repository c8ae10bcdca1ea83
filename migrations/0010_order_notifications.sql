-- Notifications of printed-and-shipped orders (issue 7) get a type of their own, 'order', instead
-- of 'print'. Every type allowed so far stays allowed, and rows already written keep theirs.
--
-- SQLite cannot change a CHECK in place, so the table is rebuilt the standard way
-- (https://www.sqlite.org/lang_altertable.html#otheralter): a new table as in 0004_accounts.sql
-- with the wider CHECK, every row copied with its id, the old table dropped, the new one renamed,
-- its index made again. No table references notifications and no trigger is on it, so foreign
-- keys stay as they are; its own reference to users is copied as it was.
CREATE TABLE notifications_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  type TEXT NOT NULL DEFAULT 'general'
    CHECK (type IN ('general', 'download', 'print', 'organization', 'payment', 'order')),
  title TEXT NOT NULL DEFAULT '',
  message TEXT NOT NULL DEFAULT '',
  link TEXT NOT NULL DEFAULT '',                          -- a path inside the app, or ''
  is_unread INTEGER NOT NULL DEFAULT 1 CHECK (is_unread IN (0, 1)),
  created_at TEXT NOT NULL
);

INSERT INTO notifications_new (id, uid, user_id, type, title, message, link, is_unread, created_at)
  SELECT id, uid, user_id, type, title, message, link, is_unread, created_at FROM notifications;

-- AUTOINCREMENT: the id of a notification deleted before the rebuild is not given again.
DELETE FROM sqlite_sequence WHERE name = 'notifications_new';
INSERT INTO sqlite_sequence (name, seq) SELECT 'notifications_new', seq FROM sqlite_sequence WHERE name = 'notifications';

DROP TABLE notifications;
ALTER TABLE notifications_new RENAME TO notifications;
CREATE INDEX notifications_user ON notifications (user_id, id);
