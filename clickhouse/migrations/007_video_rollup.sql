-- The per-video summary at scale: everything it needs now lives in a few per-video rows, so a
-- video with millions of events reads a few dozen states instead of merging one row per session
-- or one per day (see src/metrics.ts for the definitions). The small index granularities let a
-- video's rows be read without deserialising the large states of the videos stored next to them.
--
-- 1. The video's duration as its players report it (the largest).
CREATE TABLE IF NOT EXISTS video_durations
(
    video_id UInt32,
    duration SimpleAggregateFunction(max, Float64)
)
ENGINE = AggregatingMergeTree
ORDER BY video_id;

CREATE MATERIALIZED VIEW IF NOT EXISTS video_durations_mv TO video_durations AS
SELECT video_id, max(assumeNotNull(duration)) AS duration
FROM events
WHERE ifNull(events.duration, 0) > 0
GROUP BY video_id;

-- 2. Playback sessions per 5-second interval, as retention_rollup (006) held them, plus the
-- sessions whose player said the video completed (COMPLETED_INTERVAL in src/metrics.ts, past
-- every real interval).
CREATE TABLE IF NOT EXISTS session_intervals
(
    video_id UInt32,
    interval UInt32,
    sessions AggregateFunction(uniqCombined64, String)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, interval)
SETTINGS index_granularity = 32;

CREATE MATERIALIZED VIEW IF NOT EXISTS session_intervals_progress_mv TO session_intervals AS
SELECT
    video_id,
    toUInt32(ceil(ifNull(timecode, 0) / 5)) AS interval,
    uniqCombined64State(session_id) AS sessions
FROM events
WHERE event_type = 'progress' AND ifNull(timecode, 0) > 0
GROUP BY video_id, interval;

CREATE MATERIALIZED VIEW IF NOT EXISTS session_intervals_all_mv TO session_intervals AS
SELECT
    video_id,
    toUInt32(0) AS interval,
    uniqCombined64State(session_id) AS sessions
FROM events
WHERE event_type IN ('view', 'progress', 'video_play', 'video_pause', 'video_completed', 'video_seek')
GROUP BY video_id;

CREATE MATERIALIZED VIEW IF NOT EXISTS session_intervals_completed_mv TO session_intervals AS
SELECT
    video_id,
    toUInt32(4294967295) AS interval,
    uniqCombined64State(session_id) AS sessions
FROM events
WHERE event_type = 'video_completed'
GROUP BY video_id;

-- 3. Distinct views per video (event_counts keeps them per day, for the daily chart).
CREATE TABLE IF NOT EXISTS video_views
(
    video_id UInt32,
    views    AggregateFunction(uniqExact, UUID)
)
ENGINE = AggregatingMergeTree
ORDER BY video_id
SETTINGS index_granularity = 8;

CREATE MATERIALIZED VIEW IF NOT EXISTS video_views_mv TO video_views AS
SELECT video_id, uniqExactState(event_id) AS views
FROM events
WHERE event_type = 'view'
GROUP BY video_id;

-- 4. What was stored before this migration, once, from the rollups (which outlive the raw
-- events' TTL): maxima and sets, so rows the views above also wrote meanwhile change nothing.
-- Then retention_rollup and its views go.
INSERT INTO video_durations
SELECT video_id, max(duration)
FROM session_rollup
GROUP BY video_id
HAVING max(duration) > 0;

INSERT INTO video_views
SELECT video_id, uniqExactMergeState(events)
FROM event_counts
WHERE event_type = 'view'
GROUP BY video_id;

INSERT INTO session_intervals
SELECT video_id, toUInt32(4294967295), uniqCombined64State(session_id)
FROM
(
    SELECT video_id, session_id
    FROM session_rollup
    GROUP BY video_id, session_id
    HAVING max(completed) = 1
)
GROUP BY video_id;

INSERT INTO session_intervals
SELECT video_id, interval, sessions
FROM retention_rollup;

DROP VIEW IF EXISTS retention_rollup_progress_mv;

DROP VIEW IF EXISTS retention_rollup_sessions_mv;

DROP TABLE IF EXISTS retention_rollup
