-- Up Migration
-- Deposit and withdrawal requests awaiting an admin's review. Money moves only through ledger transfers whose
-- ids derive from the request id; this table records the request and its one review.
CREATE TABLE money_requests (
  id UUID PRIMARY KEY,
  seq BIGSERIAL NOT NULL UNIQUE,
  user_id UUID NOT NULL,
  username TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('deposit', 'withdraw')),
  amount BIGINT NOT NULL CHECK (amount > 0),
  method TEXT NOT NULL,
  account_holder_name TEXT NOT NULL,
  phone TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'rejected')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  reviewed_at TIMESTAMPTZ,
  reviewed_by UUID,
  CHECK ((status = 'pending') = (reviewed_at IS NULL)),
  CHECK ((status = 'pending') = (reviewed_by IS NULL))
);
CREATE INDEX money_requests_by_user ON money_requests (user_id, seq DESC);
CREATE INDEX money_requests_pending ON money_requests (seq) WHERE status = 'pending';

-- A request is reviewed once: only a pending row may change, and only its review columns.
CREATE FUNCTION refuse_money_request_rewrite() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR OLD.status <> 'pending'
     OR (NEW.id, NEW.seq, NEW.user_id, NEW.username, NEW.type, NEW.amount, NEW.method, NEW.account_holder_name,
         NEW.phone, NEW.created_at)
        IS DISTINCT FROM
        (OLD.id, OLD.seq, OLD.user_id, OLD.username, OLD.type, OLD.amount, OLD.method, OLD.account_holder_name,
         OLD.phone, OLD.created_at) THEN
    RAISE EXCEPTION 'money request %: % refused; a request is reviewed once and otherwise never changes', OLD.id, TG_OP
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER money_requests_reviewed_once BEFORE UPDATE OR DELETE ON money_requests
  FOR EACH ROW EXECUTE FUNCTION refuse_money_request_rewrite();

-- Down Migration
DROP TABLE money_requests;
DROP FUNCTION refuse_money_request_rewrite();
