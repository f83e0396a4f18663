-- Up Migration
-- The ledger's references checked once a statement instead of once a row. A foreign key runs a query for every
-- row it guards: a batch of a hundred bets writes a hundred transfers and two hundred entries, and its six hundred
-- checks took 40 % of the statement that writes them. The statement that writes entries now checks them all in
-- one query: each names a transfer and an account that exist. A transfer's own two accounts are those of its
-- entries (the shape check at commit), so they exist too. Nothing can take a row from under an entry later:
-- transfers are append-only already, and accounts are now kept for ever under their id.

CREATE FUNCTION refuse_account_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'accounts are kept for ever: % on accounts refused', TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;

CREATE TRIGGER accounts_kept BEFORE DELETE OR UPDATE OF id ON accounts
  FOR EACH ROW EXECUTE FUNCTION refuse_account_removal();
CREATE TRIGGER accounts_no_truncate BEFORE TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_account_removal();

CREATE OR REPLACE FUNCTION check_written_entries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  stray RECORD;
  misshapen TEXT;
BEGIN
  SELECT w.transfer_id, w.account_id, NOT EXISTS (SELECT 1 FROM transfers t WHERE t.id = w.transfer_id) AS no_transfer INTO stray
    FROM written w
   WHERE w.transfer_id IN (SELECT id FROM (SELECT DISTINCT transfer_id FROM written) AS named (id)
                            WHERE NOT EXISTS (SELECT 1 FROM transfers t WHERE t.id = named.id))
      OR w.account_id IN (SELECT id FROM (SELECT DISTINCT account_id FROM written) AS named (id)
                           WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = named.id))
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'entry of transfer % on account %: its % does not exist', stray.transfer_id, stray.account_id,
      CASE WHEN stray.no_transfer THEN 'transfer' ELSE 'account' END
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  SELECT id INTO misshapen FROM misshapen_transfers(ARRAY(SELECT DISTINCT transfer_id FROM written)) AS id LIMIT 1;
  IF misshapen IS NOT NULL THEN
    PERFORM refuse_misshapen_transfer(misshapen);
  END IF;
  RETURN NULL;
END;
$$;

ALTER TABLE entries DROP CONSTRAINT entries_transfer_id_fkey, DROP CONSTRAINT entries_account_id_fkey;
ALTER TABLE transfers DROP CONSTRAINT transfers_debit_account_fkey, DROP CONSTRAINT transfers_credit_account_fkey;

-- Down Migration
ALTER TABLE transfers ADD FOREIGN KEY (debit_account) REFERENCES accounts (id), ADD FOREIGN KEY (credit_account) REFERENCES accounts (id);
ALTER TABLE entries ADD FOREIGN KEY (transfer_id) REFERENCES transfers (id), ADD FOREIGN KEY (account_id) REFERENCES accounts (id);

CREATE OR REPLACE FUNCTION check_written_entries() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  misshapen TEXT;
BEGIN
  SELECT id INTO misshapen FROM misshapen_transfers(ARRAY(SELECT DISTINCT transfer_id FROM written)) AS id LIMIT 1;
  IF misshapen IS NOT NULL THEN
    PERFORM refuse_misshapen_transfer(misshapen);
  END IF;
  RETURN NULL;
END;
$$;

DROP TRIGGER accounts_no_truncate ON accounts;
DROP TRIGGER accounts_kept ON accounts;
DROP FUNCTION refuse_account_removal();
