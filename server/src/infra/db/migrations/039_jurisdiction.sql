-- Products by jurisdiction (issue 32 item 6). A row switches a product off for a country's users;
-- none means on.
CREATE TABLE product_restrictions (
  product text NOT NULL,
  country text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product, country)
);

-- The country of the user's passed certification (ISO 3166-1 alpha-2). Until there is one, the
-- registration area code decides.
ALTER TABLE users ADD COLUMN country text;

-- Timed up/down trades pay a fixed amount on the direction of a price over a fixed time: binary
-- options. ESMA prohibited selling them to retail clients in the EU from 2 July 2018 (Decision
-- (EU) 2018/795), and the national authorities made that permanent; the FCA banned them for retail
-- clients in the UK from 2 April 2019 (PS19/11). Off for the EU and EEA states and the UK.
INSERT INTO product_restrictions (product, country)
SELECT 'seconds', unnest(ARRAY[
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV',
  'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  'IS', 'LI', 'NO',
  'GB'
]);

-- The country of the document, as given with the primary step; copied to users.country when the
-- certification passes.
ALTER TABLE certifications ADD COLUMN country text;
