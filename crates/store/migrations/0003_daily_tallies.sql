-- The world's daily, tallied as it is played: a line per day with its
-- players, its solves and its histogram's bars (the edges of
-- protocol::daily::BUCKET_EDGES), so that a standing reads one line
-- rather than the whole day. Written with each start and each solve; the
-- days already played are tallied from their rows here.
CREATE TABLE daily_tallies (
    day BIGINT PRIMARY KEY,
    players BIGINT NOT NULL,
    solved BIGINT NOT NULL,
    b0 BIGINT NOT NULL DEFAULT 0,
    b1 BIGINT NOT NULL DEFAULT 0,
    b2 BIGINT NOT NULL DEFAULT 0,
    b3 BIGINT NOT NULL DEFAULT 0,
    b4 BIGINT NOT NULL DEFAULT 0,
    b5 BIGINT NOT NULL DEFAULT 0,
    b6 BIGINT NOT NULL DEFAULT 0,
    b7 BIGINT NOT NULL DEFAULT 0,
    b8 BIGINT NOT NULL DEFAULT 0,
    b9 BIGINT NOT NULL DEFAULT 0
);
INSERT INTO daily_tallies (day, players, solved, b0, b1, b2, b3, b4, b5, b6, b7, b8, b9)
SELECT day, count(*), count(tenths),
    count(CASE WHEN tenths < 100 THEN 1 END),
    count(CASE WHEN tenths >= 100 AND tenths < 200 THEN 1 END),
    count(CASE WHEN tenths >= 200 AND tenths < 300 THEN 1 END),
    count(CASE WHEN tenths >= 300 AND tenths < 450 THEN 1 END),
    count(CASE WHEN tenths >= 450 AND tenths < 600 THEN 1 END),
    count(CASE WHEN tenths >= 600 AND tenths < 900 THEN 1 END),
    count(CASE WHEN tenths >= 900 AND tenths < 1200 THEN 1 END),
    count(CASE WHEN tenths >= 1200 AND tenths < 1800 THEN 1 END),
    count(CASE WHEN tenths >= 1800 AND tenths < 3000 THEN 1 END),
    count(CASE WHEN tenths >= 3000 THEN 1 END)
FROM daily_plays GROUP BY day;
