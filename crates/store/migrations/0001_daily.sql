-- The world's daily hand: one row per browser and day, from the start of
-- its clock; `tenths` is the solve time the server measured, null until
-- solved. Rows older than a week become a line of `daily_counts`.
CREATE TABLE daily_plays (
    day BIGINT NOT NULL,
    browser TEXT NOT NULL,
    started_ms BIGINT NOT NULL,
    tenths BIGINT,
    PRIMARY KEY (day, browser)
);
CREATE INDEX daily_plays_by_time ON daily_plays (day, tenths);
CREATE TABLE daily_counts (
    day BIGINT PRIMARY KEY,
    players BIGINT NOT NULL,
    solved BIGINT NOT NULL,
    median_tenths BIGINT
);
