-- Up Migration
-- Registration asks for a date of birth from now on; accounts made before have none until the player gives it.
ALTER TABLE users ADD COLUMN date_of_birth DATE;

-- Down Migration
ALTER TABLE users DROP COLUMN date_of_birth;
