-- Up Migration
-- The house edge (hundredths of a percent: 1 % = 100) and the cap (hundredths: 6.00x = 600) each round was
-- opened with, so changing HOUSE_EDGE_PERCENT or MAX_MULTIPLIER never leaves a past round unverifiable. Rounds
-- opened before this stay NULL: what they were played with was not recorded, and the reveal says so rather
-- than guess (docs/decisions.md, Fairness chain).
ALTER TABLE rounds
  ADD COLUMN house_edge INTEGER CHECK (house_edge BETWEEN 0 AND 9900),
  ADD COLUMN max_multiplier INTEGER CHECK (max_multiplier >= 100),
  ADD CONSTRAINT rounds_edge_and_cap_together CHECK ((house_edge IS NULL) = (max_multiplier IS NULL));

-- Down Migration
ALTER TABLE rounds DROP CONSTRAINT rounds_edge_and_cap_together, DROP COLUMN max_multiplier, DROP COLUMN house_edge;
