-- Profile and security settings (issue 11 item 5).
-- security_changed_at: when the login password, the withdraw password or the bound mobile last
-- changed; the money rules hold withdrawals back for a while after it (someone who took over the
-- account changes these first). NULL: never changed since registration.
-- mobile, mobile_area_code, mobile_key: the phone number an e-mail account bound with a code
-- (a phone account's number is its login and stays in account/area_code). mobile_key is spelled
-- like account_key ('+<area code><number>') so one number belongs to one account either way.
ALTER TABLE users ADD COLUMN security_changed_at timestamptz;
ALTER TABLE users ADD COLUMN mobile text;
ALTER TABLE users ADD COLUMN mobile_area_code text;
ALTER TABLE users ADD COLUMN mobile_key text;
ALTER TABLE users ADD CONSTRAINT users_mobile_key_key UNIQUE (mobile_key);
