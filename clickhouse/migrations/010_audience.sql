-- Audience and playback quality, per video and day of the client clock, so that a
-- period of any length reads a few rows per day instead of the raw events. Views per surface and
-- events are counted exactly (uniqExact by event id); sessions, and views per other dimension,
-- are uniqCombined64 sketches of precision 12 (exact up to 128 in a state, within about 2 %
-- beyond, and at most a few KB each, so that merging one row per day, dimension and interval
-- stays cheap). Every column is a set, so a resent event changes nothing. The rules are in
-- src/metrics.ts and src/queries/videos/get-audience.ts.
--
-- 1. The device family the ingest reads from the user agent (desktop, mobile, tablet, …). The
-- event rows list it last, so a row queued before this migration still inserts (default '').
ALTER TABLE events ADD COLUMN IF NOT EXISTS device LowCardinality(String) DEFAULT '';

-- 2. Views and playback sessions per audience dimension: surface (site, embed, unknown), the
-- host of the page that framed /embed (embed), the external page that sent the viewer to the
-- site (referrer), browser and device family. Views per surface are exact (views); per other
-- dimension a sketch like the sessions (views_sketch), which keeps a 90-day read of a video with
-- hundreds of thousands of views near flat. For embeds also the player's judged quiz answers
-- (the server's own quiz_completed event knows no page host), for the quiz score per site.
CREATE TABLE IF NOT EXISTS audience_daily
(
    video_id     UInt32,
    day          Date,
    dimension    LowCardinality(String),
    name         String,
    views        AggregateFunction(uniqExact, UUID),
    views_sketch AggregateFunction(uniqCombined64(12), UUID),
    sessions     AggregateFunction(uniqCombined64(12), String),
    quiz_judged  AggregateFunction(uniqExact, UUID),
    quiz_correct AggregateFunction(uniqExact, UUID)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day, dimension, name)
SETTINGS index_granularity = 64;

CREATE MATERIALIZED VIEW IF NOT EXISTS audience_daily_mv TO audience_daily AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    dim.1 AS dimension,
    dim.2 AS name,
    uniqExactStateIf(event_id, event_type = 'view' AND dim.1 = 'surface') AS views,
    uniqCombined64StateIf(12)(event_id, event_type = 'view' AND dim.1 != 'surface') AS views_sketch,
    uniqCombined64StateIf(12)(session_id, event_type IN ('view', 'progress', 'video_play', 'video_pause', 'video_completed', 'video_seek')) AS sessions,
    uniqExactStateIf(event_id, event_type = 'quiz_completed' AND dim.1 = 'embed' AND JSONExtractRaw(metadata, 'isCorrect') IN ('true', 'false')) AS quiz_judged,
    uniqExactStateIf(event_id, event_type = 'quiz_completed' AND dim.1 = 'embed' AND JSONExtractRaw(metadata, 'isCorrect') = 'true') AS quiz_correct
FROM events
ARRAY JOIN [
    ('surface', toString(surface)),
    (if(surface = 'embed', 'embed', 'referrer'), toString(referrer_host)),
    ('browser', toString(ua_family)),
    ('device', toString(device))
] AS dim
WHERE event_type IN ('view', 'progress', 'video_play', 'video_pause', 'video_completed', 'video_seek')
   OR (event_type = 'quiz_completed' AND JSONExtractString(metadata, 'source') != 'server')
GROUP BY video_id, day, dimension, name;

-- 3. Playback sessions per embedding site and 5-second progress interval, as session_intervals
-- (007) holds them per video: interval 0 = all of the site's playback sessions,
-- COMPLETED_INTERVAL = those whose player said completed. Watch time and completion per site.
CREATE TABLE IF NOT EXISTS embed_host_intervals
(
    video_id UInt32,
    day      Date,
    host     String,
    interval UInt32,
    sessions AggregateFunction(uniqCombined64(12), String)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day, host, interval)
SETTINGS index_granularity = 64;

CREATE MATERIALIZED VIEW IF NOT EXISTS embed_host_intervals_mv TO embed_host_intervals AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    toString(referrer_host) AS host,
    arrayJoin(multiIf(
        event_type = 'progress' AND ifNull(timecode, 0) > 0, [toUInt32(0), toUInt32(ceil(ifNull(timecode, 0) / 5))],
        event_type = 'video_completed', [toUInt32(0), toUInt32(4294967295)],
        [toUInt32(0)])) AS interval,
    uniqCombined64State(12)(session_id) AS sessions
FROM events
WHERE surface = 'embed'
  AND event_type IN ('view', 'progress', 'video_play', 'video_pause', 'video_completed', 'video_seek')
GROUP BY video_id, day, host, interval;

-- 4. Playback quality from the player's events: startup times (with their event ids, so a
-- resend is one; at most 1000 a day per video, so a day's state stays small: exact below that,
-- a sample of the day above it), stalls, and the sessions that hit a playback error.
CREATE TABLE IF NOT EXISTS playback_quality
(
    video_id       UInt32,
    day            Date,
    startups       AggregateFunction(groupUniqArray(1000), Tuple(UUID, UInt32)),
    stalls         AggregateFunction(uniqExact, UUID),
    error_sessions AggregateFunction(uniqExact, String)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day)
SETTINGS index_granularity = 32;

CREATE MATERIALIZED VIEW IF NOT EXISTS playback_quality_mv TO playback_quality AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    groupUniqArrayStateIf(1000)(
        (event_id, toUInt32(least(greatest(round(JSONExtractFloat(metadata, 'startupMs')), 0), 3600000))),
        event_type = 'playback_started' AND JSONType(metadata, 'startupMs') IN ('Int64', 'UInt64', 'Double')) AS startups,
    uniqExactStateIf(event_id, event_type = 'playback_stalled') AS stalls,
    uniqExactStateIf(session_id, event_type = 'playback_error') AS error_sessions
FROM events
WHERE event_type IN ('playback_started', 'playback_stalled', 'playback_error')
GROUP BY video_id, day
