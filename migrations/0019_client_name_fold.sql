-- A search key shared by both scripts (issue 15; docs/client-import-export.md "Search";
-- docs/decisions/0022): `fold` holds the skeletons of a client's names, city and tags
-- (app/server/clients/name-fold.ts), so that "ram" finds राम and राम finds "Ram Sharma".
--
-- The fold is made in the Worker (SQL cannot transliterate). NULL means "not made yet": rows
-- written before this migration, by the Kundlis' trigger (0014) or by any path that does not
-- make it. A search first makes the missing folds of the clients it looks at (partial index
-- below: finding none reads no rows), and a change of the folded columns sets it back to NULL.

ALTER TABLE clients ADD COLUMN fold TEXT;

CREATE INDEX clients_unfolded ON clients (user_id) WHERE fold IS NULL;

CREATE TRIGGER clients_fold_stale AFTER UPDATE OF name, name_hi, city, tags ON clients
WHEN NEW.fold IS NOT NULL
BEGIN
  UPDATE clients SET fold = NULL WHERE id = NEW.id;
END;
