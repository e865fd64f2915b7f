-- Company vocabulary (server/domain/vocabulary/): words the company says (products, customers, jargon) that
-- speech-to-text gets as a prompt and transcript improvement writes the company's way ("HubSpot").

CREATE TABLE company_vocabulary (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  word text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One spelling per word and company, whatever its case: "HubSpot" and "hubspot" are the same word.
CREATE UNIQUE INDEX company_vocabulary_word_key ON company_vocabulary (company_id, lower(word));
