-- Up Migration
-- The Top tab: a game's won bets by when they were settled, so the day's, month's or year's biggest wins read
-- only that period's wins.
CREATE INDEX bets_won_by_settled ON bets (game_type, settled_at) WHERE status = 'won';

-- Down Migration
DROP INDEX bets_won_by_settled;
