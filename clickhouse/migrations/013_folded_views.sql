-- Views at a cost that stays flat as events grow: a finished hour's distinct views are
-- folded once into a plain number, so a video's lifetime or a 90-day period adds up numbers
-- instead of merging millions of view ids. Still exact: an hour whose set changed after its fold
-- is read from its set again until it is folded anew (src/queries/hourly-view-counts.ts), and a
-- resend meets its own id in the set (src/fold-views.ts folds).
--
-- 1. The folded hours: the number of distinct views in the set of (video, hour) (3. below) when
-- it was folded. A later fold of the same hour replaces it.
CREATE TABLE IF NOT EXISTS folded_hourly_views
(
    video_id  UInt32,
    hour      DateTime('UTC'),
    views     UInt64,
    folded_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(folded_at)
ORDER BY (video_id, hour);

-- 2. When a view for each (video, hour) was last stored, by the clock of the store at the insert
-- (not the event's own clock: a queued event arrives late). A fold is fresh while no view arrived
-- after it.
CREATE TABLE IF NOT EXISTS view_hour_arrivals
(
    video_id UInt32,
    hour     DateTime('UTC'),
    arrived  SimpleAggregateFunction(max, DateTime64(3, 'UTC'))
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, hour);

CREATE MATERIALIZED VIEW IF NOT EXISTS view_hour_arrivals_mv TO view_hour_arrivals AS
SELECT video_id, toStartOfHour(client_ts) AS hour, max(now64(3, 'UTC')) AS arrived
FROM events
WHERE event_type = 'view'
GROUP BY video_id, hour;

-- 3. The hours' sets of view ids move to a table of small granules (8 rows), so the few hours
-- not folded yet are read without deserialising the large sets of the folded hours stored next
-- to them (008's hourly_views had 128-row granules: a video's whole 90 days in one). Views
-- arriving meanwhile land in both tables; sets merge, so none is counted twice.
CREATE TABLE IF NOT EXISTS hourly_view_sets
(
    video_id UInt32,
    hour     DateTime('UTC'),
    views    AggregateFunction(uniqExact, UUID)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, hour)
SETTINGS index_granularity = 8;

CREATE MATERIALIZED VIEW IF NOT EXISTS hourly_view_sets_mv TO hourly_view_sets AS
SELECT video_id, toStartOfHour(client_ts) AS hour, uniqExactState(event_id) AS views
FROM events
WHERE event_type = 'view'
GROUP BY video_id, hour;

INSERT INTO hourly_view_sets
SELECT video_id, hour, views
FROM hourly_views;

-- 4. Lifetime views now add up the hours. hourly_views (008) was filled from the raw events,
-- so days whose raw events had passed their TTL by then are only in event_counts: their views
-- go into the day's first hour, for the days that have no hour yet.
INSERT INTO hourly_view_sets
SELECT video_id, toDateTime(day, 'UTC') AS hour, uniqExactMergeState(events)
FROM event_counts
WHERE event_type = 'view'
    AND (video_id, day) NOT IN (SELECT DISTINCT video_id, toDate(hour) FROM hourly_view_sets)
GROUP BY video_id, day;

-- 5. Every hour stored so far waits for its first fold: arrived long ago (so the first fold,
-- whenever it runs, is fresh for it) but after the start of time (so that fold picks it up).
INSERT INTO view_hour_arrivals
SELECT video_id, hour, toDateTime64('2000-01-01 00:00:00', 3, 'UTC')
FROM hourly_view_sets
GROUP BY video_id, hour;

-- 6. Read by nobody now: the old hourly table and the lifetime set per video (007).
DROP VIEW IF EXISTS hourly_views_mv;

DROP TABLE IF EXISTS hourly_views;

DROP VIEW IF EXISTS video_views_mv;

DROP TABLE IF EXISTS video_views
