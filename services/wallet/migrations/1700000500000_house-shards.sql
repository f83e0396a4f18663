-- Up Migration
-- The house's balance spread over 16 rows ('house' and 'house:1' to 'house:15'), the house being their sum: each
-- move writes the house side on one row, so transactions running at once rarely wait on the same row.
INSERT INTO accounts (id, kind) SELECT 'house:' || shard, 'house' FROM generate_series(1, 15) AS shard;

-- Down Migration
-- Only the rows no entry names go: entries are kept for ever.
DELETE FROM accounts WHERE kind = 'house' AND id <> 'house' AND NOT EXISTS (SELECT 1 FROM entries WHERE account_id = accounts.id);
