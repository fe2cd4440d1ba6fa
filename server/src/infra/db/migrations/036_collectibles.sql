-- Collectibles (issue 31 item 1; SPEC §7 /bind_box/*). Artists, items (a design with its rarity
-- and number of editions) and each edition as an NFT with one owner; blind-box series whose pool
-- of editions, odds and seed hash are published before sale; fixed-price and auction listings.
-- Every payment is a ledger entry on the asset (`legal`) USDT account: a box or an item bought is
-- paid from available, a bid is held in frozen until outbid (released) or won (paid), a seller is
-- credited the price less the platform's fee.

CREATE TABLE nft_artists (
  id bigserial PRIMARY KEY,
  uid text NOT NULL UNIQUE CHECK (uid ~ '^[a-z0-9-]{2,32}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  avatar text NOT NULL DEFAULT '',
  bio text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL
);

-- A blind-box series: one box per edition of its items. The seed decides every draw; its SHA-256
-- is shown from the start and the seed itself once every box sold has been opened.
CREATE TABLE nft_series (
  id bigserial PRIMARY KEY,
  artist_id bigint NOT NULL REFERENCES nft_artists (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  cover text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  price numeric NOT NULL CHECK (price > 0),
  total integer NOT NULL CHECK (total > 0),
  sold integer NOT NULL DEFAULT 0 CHECK (sold BETWEEN 0 AND total),
  opened integer NOT NULL DEFAULT 0 CHECK (opened BETWEEN 0 AND sold),
  sale_start timestamptz NOT NULL,
  sale_end timestamptz NOT NULL CHECK (sale_end > sale_start),
  -- boxes still closed then are opened by the house, and the seed is revealed
  open_until timestamptz NOT NULL CHECK (open_until >= sale_end),
  seed text NOT NULL,
  seed_hash text NOT NULL,
  revealed_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE TABLE nft_items (
  id bigserial PRIMARY KEY,
  artist_id bigint NOT NULL REFERENCES nft_artists (id),
  -- in a blind-box series; null for an item sold or auctioned on its own
  series_id bigint REFERENCES nft_series (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  image text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  rarity text NOT NULL CHECK (rarity IN ('common', 'rare', 'epic', 'legendary')),
  editions integer NOT NULL CHECK (editions BETWEEN 1 AND 100000),
  created_at timestamptz NOT NULL
);

CREATE TABLE nfts (
  code text PRIMARY KEY,
  item_id bigint NOT NULL REFERENCES nft_items (id),
  edition integer NOT NULL CHECK (edition >= 1),
  -- null: the house's
  owner_id bigint REFERENCES users (id),
  -- pool: in a series, not drawn yet; held: owned; listed: for sale or on auction
  status text NOT NULL CHECK (status IN ('pool', 'held', 'listed')),
  acquired_at timestamptz,
  UNIQUE (item_id, edition),
  CHECK (status <> 'pool' OR owner_id IS NULL)
);
CREATE INDEX nfts_owner_idx ON nfts (owner_id, code) WHERE owner_id IS NOT NULL;

CREATE TABLE nft_boxes (
  code text PRIMARY KEY,
  series_id bigint NOT NULL REFERENCES nft_series (id),
  owner_id bigint NOT NULL REFERENCES users (id),
  price numeric NOT NULL CHECK (price > 0),
  bought_at timestamptz NOT NULL,
  -- the k-th opening of its series, the seed the opener gave, what it drew
  open_seq integer,
  client_seed text,
  nft_code text UNIQUE REFERENCES nfts (code),
  opened_at timestamptz,
  opened_by_house boolean NOT NULL DEFAULT false,
  UNIQUE (series_id, open_seq),
  CHECK ((opened_at IS NULL) = (nft_code IS NULL)),
  CHECK ((opened_at IS NULL) = (open_seq IS NULL))
);
CREATE INDEX nft_boxes_owner_idx ON nft_boxes (owner_id, bought_at);

CREATE TABLE nft_listings (
  id bigserial PRIMARY KEY,
  nft_code text NOT NULL REFERENCES nfts (code),
  -- null: the house (a first sale)
  seller_id bigint REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('fixed', 'auction')),
  -- fixed: the price; auction: the starting price
  price numeric NOT NULL CHECK (price > 0),
  -- auction: the least raise over the leading bid, and the end (later by each late bid)
  step numeric CHECK (step > 0),
  ends_at timestamptz,
  top_bid numeric,
  top_bidder bigint REFERENCES users (id),
  bids integer NOT NULL DEFAULT 0,
  fee_percent numeric NOT NULL CHECK (fee_percent >= 0 AND fee_percent < 100),
  -- 1 open, 2 sold, 3 ended without a bid, 4 withdrawn by the seller
  status smallint NOT NULL CHECK (status IN (1, 2, 3, 4)),
  buyer_id bigint REFERENCES users (id),
  sold_price numeric,
  fee numeric,
  -- an auction's winner has seen the result (/bind_box/readNFTOrderMessage)
  buyer_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  closed_at timestamptz,
  CHECK ((kind = 'auction') = (step IS NOT NULL AND ends_at IS NOT NULL)),
  CHECK ((status = 1) = (closed_at IS NULL))
);
CREATE UNIQUE INDEX nft_listings_open_idx ON nft_listings (nft_code) WHERE status = 1;
CREATE INDEX nft_listings_due_idx ON nft_listings (ends_at) WHERE status = 1 AND kind = 'auction';

CREATE TABLE nft_bids (
  id bigserial PRIMARY KEY,
  listing_id bigint NOT NULL REFERENCES nft_listings (id),
  bidder_id bigint NOT NULL REFERENCES users (id),
  amount numeric NOT NULL CHECK (amount > 0),
  -- 1 leading (held), 2 outbid (released), 3 won (paid)
  status smallint NOT NULL CHECK (status IN (1, 2, 3)),
  -- the auction's end once this bid was made
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX nft_bids_leading_idx ON nft_bids (listing_id) WHERE status = 1;
CREATE INDEX nft_bids_listing_idx ON nft_bids (listing_id, id);
CREATE INDEX nft_bids_bidder_idx ON nft_bids (bidder_id, id);

CREATE TABLE nft_collects (
  user_id bigint NOT NULL REFERENCES users (id),
  nft_code text NOT NULL REFERENCES nfts (code),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, nft_code)
);
