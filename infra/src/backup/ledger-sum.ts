/** The sum over every ledger account, house, clearing and holds included, as text (a BIGINT sum may pass 2^53). */
export const LEDGER_SUM_SQL = 'SELECT COALESCE(SUM(balance), 0)::text AS sum FROM accounts';
