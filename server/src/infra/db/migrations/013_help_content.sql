-- The help centre's questions and answers, and the fixed help texts (about us, compliance and risk
-- disclosure, the user agreement, what customer service handles), per language. A table rather
-- than files so an operator can correct a text without a release; English is the fallback for a
-- language without a row. Answers and bodies are sanitised HTML (common/richText.ts, on write).

CREATE TABLE faq (
  id bigserial PRIMARY KEY,
  sort integer NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT true
);

CREATE TABLE faq_texts (
  faq_id bigint NOT NULL REFERENCES faq (id) ON DELETE CASCADE,
  lang text NOT NULL,
  question text NOT NULL,
  answer text NOT NULL,
  PRIMARY KEY (faq_id, lang)
);

-- kind: about | compliance | agreement | contact (what customer service handles) |
-- contact_none (said when no contact channel is configured)
CREATE TABLE help_pages (
  kind text NOT NULL,
  lang text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  PRIMARY KEY (kind, lang)
);
