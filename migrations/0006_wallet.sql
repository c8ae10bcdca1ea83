-- Money (issue 7): the wallet ledger, prices, plans and subscriptions, what each paid action
-- took (charges), payments through a provider, and GST invoices. docs/decisions/0011-money.md.
--
-- Amounts are integer paise. Times are epoch milliseconds. Every paying write carries an
-- idempotency key that is UNIQUE per user, so a retried request changes nothing the second time.

-- The wallet: append-only. A balance is SUM(amount_paise) of the user's entries; credits are
-- positive (topup, refund, adjustment), debits negative (purchase, adjustment).
CREATE TABLE wallet_ledger (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('topup', 'purchase', 'refund', 'adjustment')),
  amount_paise INTEGER NOT NULL CHECK (typeof(amount_paise) = 'integer' AND amount_paise <> 0
    AND amount_paise BETWEEN -100000000000 AND 100000000000),
  reason TEXT NOT NULL,                                   -- why, in the domain's words (e.g. "plan:monthly")
  reference TEXT NOT NULL,                                -- what it belongs to (payment id, kundli uid, job id…)
  idempotency_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  CHECK ((kind IN ('topup', 'refund') AND amount_paise > 0) OR (kind = 'purchase' AND amount_paise < 0) OR kind = 'adjustment'),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX wallet_ledger_user ON wallet_ledger (user_id, id);

-- The last line of defence: whatever statement writes it, a debit that would take the balance
-- below zero aborts, and no entry is ever changed or removed.
CREATE TRIGGER wallet_ledger_not_negative BEFORE INSERT ON wallet_ledger
WHEN NEW.amount_paise < 0
  AND COALESCE((SELECT SUM(amount_paise) FROM wallet_ledger WHERE user_id = NEW.user_id), 0) + NEW.amount_paise < 0
BEGIN
  SELECT RAISE(ABORT, 'wallet balance below zero');
END;
CREATE TRIGGER wallet_ledger_no_update BEFORE UPDATE ON wallet_ledger
BEGIN
  SELECT RAISE(ABORT, 'wallet ledger is append-only');
END;
CREATE TRIGGER wallet_ledger_no_delete BEFORE DELETE ON wallet_ledger
WHEN EXISTS (SELECT 1 FROM users WHERE uid = OLD.user_id)
BEGIN
  SELECT RAISE(ABORT, 'wallet ledger is append-only');
END;

-- What one item costs from the wallet when neither a free trial nor the plan covers it.
CREATE TABLE prices (
  item TEXT PRIMARY KEY CHECK (item IN ('kundli', 'report', 'printed_order')),
  wallet_price_paise INTEGER NOT NULL CHECK (typeof(wallet_price_paise) = 'integer' AND wallet_price_paise >= 0)
);
INSERT INTO prices (item, wallet_price_paise) VALUES ('kundli', 1000), ('report', 4900), ('printed_order', 29900);

-- Plans and what one period of each includes. Names are translated by id (subscription.plan.<id>).
CREATE TABLE plans (
  id TEXT PRIMARY KEY,
  period_days INTEGER NOT NULL CHECK (period_days > 0),
  price_paise INTEGER NOT NULL CHECK (typeof(price_paise) = 'integer' AND price_paise > 0),
  kundlis INTEGER NOT NULL CHECK (kundlis >= 0),
  reports INTEGER NOT NULL CHECK (reports >= 0),
  printed_orders INTEGER NOT NULL CHECK (printed_orders >= 0),
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  sort INTEGER NOT NULL DEFAULT 0
);
INSERT INTO plans (id, period_days, price_paise, kundlis, reports, printed_orders, sort) VALUES
  ('monthly', 30, 49900, 100, 30, 1, 1),
  ('yearly', 365, 499900, 1500, 400, 12, 2);

-- One row per purchased period. A renewal starts where the user's last period ends, so
-- periods never overlap; the active one is starts_at <= now < ends_at. Allowances are frozen
-- from the plan at purchase; the used counters never pass them.
CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  plan_id TEXT NOT NULL REFERENCES plans (id),
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  kundlis INTEGER NOT NULL,
  reports INTEGER NOT NULL,
  printed_orders INTEGER NOT NULL,
  kundlis_used INTEGER NOT NULL DEFAULT 0,
  reports_used INTEGER NOT NULL DEFAULT 0,
  printed_orders_used INTEGER NOT NULL DEFAULT 0,
  price_paise INTEGER NOT NULL,
  idempotency_key TEXT NOT NULL,
  ledger_entry_id INTEGER REFERENCES wallet_ledger (id),
  created_at INTEGER NOT NULL,
  CHECK (ends_at > starts_at),
  CHECK (kundlis_used BETWEEN 0 AND kundlis AND reports_used BETWEEN 0 AND reports
    AND printed_orders_used BETWEEN 0 AND printed_orders),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX subscriptions_user ON subscriptions (user_id, ends_at);

-- What a paid action took: one row per charge(), so refund() can give back exactly that, once.
CREATE TABLE charges (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  item TEXT NOT NULL CHECK (item IN ('kundli', 'report', 'printed_order')),
  reference TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('free_trial', 'plan', 'wallet')),
  subscription_id INTEGER REFERENCES subscriptions (id),
  ledger_entry_id INTEGER REFERENCES wallet_ledger (id),
  amount_paise INTEGER NOT NULL DEFAULT 0,
  token TEXT NOT NULL UNIQUE,                             -- this attempt: guards the statements that follow it
  refund_token TEXT UNIQUE,                               -- set once, by the refund that reversed it
  refunded_at INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX charges_reference ON charges (user_id, reference);

-- Money coming in through a payment provider. created → paid | failed | cancelled, each once.
CREATE TABLE payments (
  id TEXT PRIMARY KEY,                                    -- random UUID, our order id
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('topup', 'plan')),
  plan_id TEXT REFERENCES plans (id),
  wallet_paise INTEGER NOT NULL CHECK (typeof(wallet_paise) = 'integer' AND wallet_paise > 0),  -- credited to the wallet
  taxable_paise INTEGER NOT NULL,
  gst_paise INTEGER NOT NULL,
  amount_paise INTEGER NOT NULL CHECK (amount_paise = taxable_paise + gst_paise),                -- charged by the provider
  provider TEXT NOT NULL,
  provider_order_id TEXT,
  provider_payment_id TEXT,
  checkout TEXT NOT NULL DEFAULT '{}',                    -- JSON: what the browser needs to pay (provider.server.ts)
  status TEXT NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'failed', 'cancelled')),
  idempotency_key TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX payments_user ON payments (user_id, created_at);
CREATE UNIQUE INDEX payments_provider_order ON payments (provider, provider_order_id);

-- Tax invoices: one per paid payment, numbered without gaps per Indian financial year
-- (KS/2026-27/000001). The buyer and the amounts are frozen at issue; the PDF is drawn from the row.
CREATE TABLE invoice_sequences (
  financial_year TEXT PRIMARY KEY,                        -- "2026-27"
  last INTEGER NOT NULL
);
CREATE TABLE invoices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  number TEXT NOT NULL UNIQUE,
  financial_year TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (uid) ON DELETE CASCADE,
  payment_id TEXT NOT NULL UNIQUE REFERENCES payments (id),
  description TEXT NOT NULL,                              -- "topup" or "plan:<id>"
  buyer_name TEXT NOT NULL,
  buyer_phone TEXT NOT NULL,
  buyer_organization TEXT NOT NULL,
  buyer_gstin TEXT NOT NULL,
  taxable_paise INTEGER NOT NULL,
  gst_rate_bp INTEGER NOT NULL,                           -- basis points: 1800 = 18%
  gst_paise INTEGER NOT NULL,
  total_paise INTEGER NOT NULL CHECK (total_paise = taxable_paise + gst_paise),
  issued_at INTEGER NOT NULL
);
CREATE INDEX invoices_user ON invoices (user_id, issued_at);

-- Every new account starts with a welcome free trial (docs/decisions/0011-money.md): a few
-- Kundlis and reports before the wallet or a plan is needed. Rows inserted with trials of their
-- own (an admin's import) keep them.
CREATE TRIGGER users_welcome_trial AFTER INSERT ON users
WHEN NEW.free_trial_kundali = 0 AND NEW.free_trial_report = 0
BEGIN
  UPDATE users SET free_trial_kundali = 10, free_trial_report = 3 WHERE uid = NEW.uid;
END;
