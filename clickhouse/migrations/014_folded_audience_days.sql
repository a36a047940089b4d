-- The audience at a cost that stays flat as events grow, as 013 did for views: the
-- exact columns of audience_daily (010: views per surface, the embeds' judged and correct quiz
-- answers) are sets of event ids, and merging a hot video's 90 days of them (2.5 million view ids
-- at 100 M events) made its audience read take a second. A finished day's sets are folded once
-- into plain numbers; readers add numbers for the days whose fold is still fresh and merge the
-- sets of the others (src/queries/videos/audience-day-counts.ts, folded by src/fold-audience.ts).
-- An event lies in one day, so the days' numbers add up to the period's exact count.
--
-- 1. The folded days: per (video, day, dimension, name) the sizes of the three exact sets when
-- the day was folded. A fold writes every row of the day; a later fold replaces them.
CREATE TABLE IF NOT EXISTS folded_audience_days
(
    video_id     UInt32,
    day          Date,
    dimension    LowCardinality(String),
    name         String,
    views        UInt64,
    quiz_judged  UInt64,
    quiz_correct UInt64,
    folded_at    DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(folded_at)
ORDER BY (video_id, day, dimension, name);

-- 2. When an event that feeds those sets was last stored for each (video, day), by the store's
-- clock at the insert (a queued event arrives late). A day's fold is fresh while none arrived
-- after it. The condition is audience_daily_mv's for the exact columns.
CREATE TABLE IF NOT EXISTS audience_day_arrivals
(
    video_id UInt32,
    day      Date,
    arrived  SimpleAggregateFunction(max, DateTime64(3, 'UTC'))
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day);

CREATE MATERIALIZED VIEW IF NOT EXISTS audience_day_arrivals_mv TO audience_day_arrivals AS
SELECT video_id, toDate(client_ts) AS day, max(now64(3, 'UTC')) AS arrived
FROM events
WHERE event_type = 'view'
   OR (event_type = 'quiz_completed' AND JSONExtractString(metadata, 'source') != 'server')
GROUP BY video_id, day;

-- 3. Every day stored so far waits for its first fold: arrived long ago (so the first fold is
-- fresh for it) but after the start of time (so that fold picks it up).
INSERT INTO audience_day_arrivals
SELECT video_id, day, toDateTime64('2000-01-01 00:00:00', 3, 'UTC')
FROM audience_daily
GROUP BY video_id, day
