-- Messages the platform writes itself (a deposit or withdrawal decided) are kept as a template
-- and its values, and put into words in the reader's language when read; title and content hold
-- the English words, for whatever reads the table without a language. The operator's own
-- messages have no template and are shown as written.

ALTER TABLE mail_messages ADD COLUMN template text;
ALTER TABLE mail_messages ADD COLUMN vars jsonb;
