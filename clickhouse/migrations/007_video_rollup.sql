-- The per-video summary at scale: everything it needs now lives in small per-video rows, so a
-- video with millions of events reads a few dozen sketches instead of merging one row per
-- session (see src/metrics.ts for the definitions).
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

-- 2. Sessions whose player said the video completed, as one more retention_rollup interval
-- (COMPLETED_INTERVAL in src/metrics.ts), past every real one.
CREATE MATERIALIZED VIEW IF NOT EXISTS retention_rollup_completed_mv TO retention_rollup AS
SELECT
    video_id,
    toUInt32(4294967295) AS interval,
    uniqCombined64State(session_id) AS sessions
FROM events
WHERE event_type = 'video_completed'
GROUP BY video_id;

-- Events stored before this migration: the same rows, once (a max and a set, so rows the views
-- above also wrote meanwhile change nothing).
INSERT INTO video_durations
SELECT video_id, max(assumeNotNull(duration))
FROM events
WHERE ifNull(events.duration, 0) > 0
GROUP BY video_id;

INSERT INTO retention_rollup
SELECT video_id, toUInt32(4294967295), uniqCombined64State(session_id)
FROM events
WHERE event_type = 'video_completed'
GROUP BY video_id
