-- Retention at scale: playback sessions per 5-second progress interval (interval 0 = all
-- playback sessions of the video), as uniqCombined64 sketches: a set, so a duplicate event
-- changes nothing; exact for small counts and within about 1 % beyond, and a curve of any
-- video reads about duration/5 small rows.
CREATE TABLE IF NOT EXISTS retention_rollup
(
    video_id UInt32,
    interval UInt32,
    sessions AggregateFunction(uniqCombined64, String)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, interval);

CREATE MATERIALIZED VIEW IF NOT EXISTS retention_rollup_progress_mv TO retention_rollup AS
SELECT
    video_id,
    toUInt32(ceil(ifNull(timecode, 0) / 5)) AS interval,
    uniqCombined64State(session_id) AS sessions
FROM events
WHERE event_type = 'progress' AND ifNull(timecode, 0) > 0
GROUP BY video_id, interval;

CREATE MATERIALIZED VIEW IF NOT EXISTS retention_rollup_sessions_mv TO retention_rollup AS
SELECT
    video_id,
    toUInt32(0) AS interval,
    uniqCombined64State(session_id) AS sessions
FROM events
WHERE event_type IN ('view', 'progress', 'video_play', 'video_pause', 'video_completed', 'video_seek')
GROUP BY video_id
