-- Rate limits and login guards (rateLimit.ts): one row per counted hit, shared by every node on the
-- database so that N nodes count together instead of giving N times the tries (issue 14).
CREATE TABLE limit_hits (
  bucket text NOT NULL,
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX limit_hits_by_key ON limit_hits (bucket, key, at);
