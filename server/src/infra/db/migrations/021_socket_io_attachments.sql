-- socket.io's PostgreSQL adapter (realtime/cluster.ts) keeps events too large for a NOTIFY here
-- for a short while; unused on PGlite, where one node has nothing to pass on.
CREATE TABLE socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT now(),
  payload bytea
);
