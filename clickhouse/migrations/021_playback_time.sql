-- The player's playback analytics, per video and day of the client clock, as Mux Data defines
-- them: playing time per rendition, speed and captions language (from its playback_summary
-- events), stall time (playback_stalled), the rebuffer ratio made of both, quality switches
-- (quality_switched), and exits before video start. The rules are in
-- src/queries/videos/get-audience.ts. Nothing is back-filled: the figures start here.
--
-- 1. Playing and stall time: per (video, day, dimension, name) the spans of time, each with
-- its event id and its place in the event, so a resent event adds nothing and the period's time
-- is the exact sum of the spans sent (a set, never a running sum). Dimensions: 'rendition'
-- (height in pixels, '0' not known), 'rate' (the speed), 'captions' (the language, '' for
-- none) from each summary entry, and 'stall' ('') from each stall. Beside them, the sessions
-- that had such time, as uniqCombined64(12) sketches like every session count of 010.
CREATE TABLE IF NOT EXISTS playback_time_days
(
    video_id  UInt32,
    day       Date,
    dimension LowCardinality(String),
    name      String,
    spans     AggregateFunction(groupUniqArray, Tuple(UUID, UInt8, UInt32)),
    sessions  AggregateFunction(uniqCombined64(12), String)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day, dimension, name)
SETTINGS index_granularity = 64;

-- The contract bounds every number (an entry at most 600,000 ms, a stall at most an hour, at
-- most 8 entries); the view clamps them again for events stored without that check.
CREATE MATERIALIZED VIEW IF NOT EXISTS playback_time_days_mv TO playback_time_days AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    span.1 AS dimension,
    span.2 AS name,
    groupUniqArrayState((event_id, span.3, span.4)) AS spans,
    uniqCombined64State(12)(session_id) AS sessions
FROM events
ARRAY JOIN if(
    event_type = 'playback_stalled',
    [('stall', '', toUInt8(0), toUInt32(least(greatest(round(JSONExtractFloat(metadata, 'stallMs')), 0), 3600000)))],
    arrayFlatten(arrayMap(
        (entry, i) -> [
            ('rendition', toString(least(JSONExtractUInt(entry, 'height'), 4320)), toUInt8(i), toUInt32(least(JSONExtractUInt(entry, 'ms'), 600000))),
            ('rate', toString(JSONExtractFloat(entry, 'rate')), toUInt8(i), toUInt32(least(JSONExtractUInt(entry, 'ms'), 600000))),
            ('captions', JSONExtractString(entry, 'captions'), toUInt8(i), toUInt32(least(JSONExtractUInt(entry, 'ms'), 600000)))
        ],
        arraySlice(JSONExtractArrayRaw(metadata, 'played'), 1, 8),
        arrayEnumerate(arraySlice(JSONExtractArrayRaw(metadata, 'played'), 1, 8))))
) AS span
WHERE event_type IN ('playback_summary', 'playback_stalled') AND span.4 > 0
GROUP BY video_id, day, dimension, name;

-- 2. Finished days folded into plain numbers (as 014 did for the audience), so a period reads
-- numbers for the days whose fold is fresh and merges the spans of the others only
-- (src/fold-playback-time.ts; read by src/queries/videos/playback-time-day-counts.ts). A span
-- lies in one day, so the days' numbers add up to the period's exact time.
CREATE TABLE IF NOT EXISTS folded_playback_time_days
(
    video_id  UInt32,
    day       Date,
    dimension LowCardinality(String),
    name      String,
    ms        UInt64,
    folded_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(folded_at)
ORDER BY (video_id, day, dimension, name);

-- When spans last arrived for each (video, day), by the store's clock at the insert, and the
-- latest fold beside it (as 017 keeps them).
CREATE TABLE IF NOT EXISTS playback_time_arrivals
(
    video_id UInt32,
    day      Date,
    arrived  SimpleAggregateFunction(max, DateTime64(3, 'UTC')),
    folded   SimpleAggregateFunction(max, DateTime64(3, 'UTC')) DEFAULT toDateTime64(0, 3, 'UTC')
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day);

CREATE MATERIALIZED VIEW IF NOT EXISTS playback_time_arrivals_mv TO playback_time_arrivals AS
SELECT video_id, toDate(client_ts) AS day, max(now64(3, 'UTC')) AS arrived
FROM events
WHERE event_type IN ('playback_summary', 'playback_stalled')
GROUP BY video_id, day;

CREATE MATERIALIZED VIEW IF NOT EXISTS playback_time_folds_mv TO playback_time_arrivals AS
SELECT video_id, day, max(folded_at) AS folded
FROM folded_playback_time_days
GROUP BY video_id, day;

-- 3. Exits before video start and quality switches, beside the startup times, stalls and errors
-- of 010 (exact sets, like theirs). A session asked to play when it sent a play request, a first
-- frame or an error; it started (or failed) when it sent one of the last two. Exits before video
-- start = asked − started: both sets grow only, and the second lies inside the first.
ALTER TABLE playback_quality
    ADD COLUMN IF NOT EXISTS asked_sessions AggregateFunction(uniqExact, String);

ALTER TABLE playback_quality
    ADD COLUMN IF NOT EXISTS started_sessions AggregateFunction(uniqExact, String);

ALTER TABLE playback_quality
    ADD COLUMN IF NOT EXISTS auto_switches AggregateFunction(uniqExact, UUID);

ALTER TABLE playback_quality
    ADD COLUMN IF NOT EXISTS chosen_switches AggregateFunction(uniqExact, UUID);

DROP VIEW IF EXISTS playback_quality_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS playback_quality_mv TO playback_quality AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    groupUniqArrayStateIf(1000)(
        (event_id, toUInt32(least(greatest(round(JSONExtractFloat(metadata, 'startupMs')), 0), 3600000))),
        event_type = 'playback_started' AND JSONType(metadata, 'startupMs') IN ('Int64', 'UInt64', 'Double')) AS startups,
    uniqExactStateIf(event_id, event_type = 'playback_stalled') AS stalls,
    uniqExactStateIf(session_id, event_type = 'playback_error') AS error_sessions,
    uniqExactStateIf(session_id, event_type IN ('video_play', 'playback_started', 'playback_error')) AS asked_sessions,
    uniqExactStateIf(session_id, event_type IN ('playback_started', 'playback_error')) AS started_sessions,
    uniqExactStateIf(event_id, event_type = 'quality_switched' AND JSONExtractString(metadata, 'mode') = 'auto') AS auto_switches,
    uniqExactStateIf(event_id, event_type = 'quality_switched' AND JSONExtractString(metadata, 'mode') = 'chosen') AS chosen_switches
FROM events
WHERE event_type IN ('video_play', 'playback_started', 'playback_stalled', 'playback_error', 'quality_switched')
GROUP BY video_id, day
