-- One row per playback session and video (after merges): when it started, which 5-second
-- progress buckets it reported, how far it got, the duration it saw and whether the player
-- said it completed. Every column is a set, a min or a max, so a duplicate event changes nothing.
CREATE TABLE IF NOT EXISTS session_rollup
(
    video_id   UInt32,
    session_id String,
    started    SimpleAggregateFunction(min, DateTime64(3, 'UTC')),
    watched    AggregateFunction(groupBitmap, UInt32),
    furthest   SimpleAggregateFunction(max, Float64),
    duration   SimpleAggregateFunction(max, Float64),
    completed  SimpleAggregateFunction(max, UInt8)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, session_id);

CREATE MATERIALIZED VIEW IF NOT EXISTS session_rollup_mv TO session_rollup AS
SELECT
    video_id,
    session_id,
    min(client_ts) AS started,
    groupBitmapStateIf(toUInt32(ceil(ifNull(timecode, 0) / 5)), event_type = 'progress' AND ifNull(timecode, 0) > 0) AS watched,
    max(if(event_type = 'progress', ifNull(timecode, 0), 0)) AS furthest,
    max(ifNull(duration, 0)) AS duration,
    max(toUInt8(event_type = 'video_completed')) AS completed
FROM events
WHERE event_type IN ('view', 'progress', 'video_play', 'video_pause', 'video_completed', 'video_seek')
GROUP BY video_id, session_id
