-- Up Migration
-- The ledger enforces its own shape: a transfer is exactly two entries, its amount taken from the debit account and
-- the same amount given to the credit account. A transfer row without its entries, or an entry added to a transfer
-- later, would leave every balance summing to zero while money appeared or vanished, so no writer may commit one.

-- The transfers among `ids` whose entries are not exactly that pair.
CREATE FUNCTION misshapen_transfers(ids TEXT[]) RETURNS SETOF TEXT LANGUAGE sql STABLE AS $$
  SELECT t.id
    FROM transfers t
    CROSS JOIN LATERAL (
      SELECT count(*) AS entries,
             count(*) FILTER (WHERE e.account_id = t.debit_account AND e.amount = -t.amount) AS debits,
             count(*) FILTER (WHERE e.account_id = t.credit_account AND e.amount = t.amount) AS credits
        FROM entries e
       WHERE e.transfer_id = t.id) AS shape
   WHERE t.id = ANY (ids) AND NOT (shape.entries = 2 AND shape.debits = 1 AND shape.credits = 1)
$$;

CREATE FUNCTION refuse_misshapen_transfer(transfer_id TEXT) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transfer % must be two entries, its amount from the debit account and to the credit account', transfer_id
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;

-- At commit, once the transaction has written whatever entries it will: a transfer without its pair is refused.
CREATE FUNCTION check_transfer_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM misshapen_transfers(ARRAY[NEW.id])) THEN
    PERFORM refuse_misshapen_transfer(NEW.id);
  END IF;
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER transfers_have_their_entries AFTER INSERT ON transfers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION check_transfer_entries();

-- At the end of every statement that writes entries: each transfer they name has its whole pair and nothing more.
-- Both writers (one transfer, a batch of moves) write a transfer's two entries in one statement, so a third entry
-- added to any transfer, now or years later, is refused here.
CREATE FUNCTION check_written_entries() RETURNS trigger LANGUAGE plpgsql AS $$
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

CREATE TRIGGER entries_complete_their_transfer AFTER INSERT ON entries
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION check_written_entries();

-- Down Migration
DROP TRIGGER entries_complete_their_transfer ON entries;
DROP FUNCTION check_written_entries();
DROP TRIGGER transfers_have_their_entries ON transfers;
DROP FUNCTION check_transfer_entries();
DROP FUNCTION refuse_misshapen_transfer(TEXT);
DROP FUNCTION misshapen_transfers(TEXT[]);
