-- Price alerts (issue 32 item 4). checked_until: the feed has been walked up to here for this
-- alert (from its creation), so a round that starts late misses no tick; fired_at is set once, by
-- whichever node's round reaches the crossing first.
CREATE TABLE price_alerts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  match_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('above', 'below', 'rise', 'fall')),
  value numeric NOT NULL CHECK (value > 0),
  created_at timestamptz NOT NULL,
  checked_until timestamptz NOT NULL,
  fired_at timestamptz,
  fired_price numeric
);
CREATE INDEX price_alerts_user_idx ON price_alerts (user_id, id);
CREATE INDEX price_alerts_waiting_idx ON price_alerts (match_id) WHERE fired_at IS NULL;
