-- Up Migration
-- The two-phase ceremony (docs/fairness.md) publishes a chain's terminating hash before its salt exists: the
-- salt is NULL until a later start brings FAIRNESS_SALT, and the engine never changes it once set.
ALTER TABLE fairness_chains ALTER COLUMN salt DROP NOT NULL;

-- Down Migration
ALTER TABLE fairness_chains ALTER COLUMN salt SET NOT NULL;
