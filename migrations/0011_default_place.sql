-- The astrologer's default place (Settings), where the day's Panchang (/main/panchang) opens.
--
-- Chosen from the gazetteer (places, migrations/0003) and never typed free: the id is the
-- place's, and its name, coordinates and zone are copied from it when the choice is saved
-- (app/server/accounts/settings.server.ts), so the Panchang needs no gazetteer read to know
-- the place's today. No foreign key: the gazetteer is reference data that a reload may renumber,
-- and the copied coordinates still name the place then. All five are set together or all null
-- (none chosen, the default).
ALTER TABLE user_settings ADD COLUMN default_place_id INTEGER CHECK (default_place_id IS NULL OR default_place_id > 0);
ALTER TABLE user_settings ADD COLUMN default_place_name TEXT CHECK (default_place_name IS NULL OR length(default_place_name) BETWEEN 1 AND 200);
ALTER TABLE user_settings ADD COLUMN default_place_latitude REAL CHECK (default_place_latitude IS NULL OR default_place_latitude BETWEEN -90 AND 90);
ALTER TABLE user_settings ADD COLUMN default_place_longitude REAL CHECK (default_place_longitude IS NULL OR default_place_longitude BETWEEN -180 AND 180);
-- The last column's check keeps the five together (a column check may name the row's other columns).
ALTER TABLE user_settings ADD COLUMN default_place_timezone TEXT CHECK (
  (default_place_timezone IS NULL OR length(default_place_timezone) BETWEEN 1 AND 64)
  AND (default_place_id IS NULL) = (default_place_timezone IS NULL)
  AND (default_place_name IS NULL) = (default_place_timezone IS NULL)
  AND (default_place_latitude IS NULL) = (default_place_timezone IS NULL)
  AND (default_place_longitude IS NULL) = (default_place_timezone IS NULL)
);
