-- News, banners and the Home pop-up notice, with their texts per language. English is the
-- fallback for a language without a row, and for a body a language leaves empty (NULL).
-- Bodies are sanitised HTML: the application sanitises on write (common/richText.ts).

CREATE TABLE news (
  id bigserial PRIMARY KEY,
  -- 4 news, 5 banners (SPEC §7)
  c_id integer NOT NULL,
  thumbnail text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL
);
CREATE INDEX news_c_id_idx ON news (c_id, sort, created_at);

CREATE TABLE news_texts (
  news_id bigint NOT NULL REFERENCES news (id) ON DELETE CASCADE,
  lang text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  content text,
  PRIMARY KEY (news_id, lang)
);

CREATE TABLE notices (
  id bigserial PRIMARY KEY,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL
);

CREATE TABLE notice_texts (
  notice_id bigint NOT NULL REFERENCES notices (id) ON DELETE CASCADE,
  lang text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  PRIMARY KEY (notice_id, lang)
);
