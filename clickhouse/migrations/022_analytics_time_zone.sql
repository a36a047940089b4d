-- The site's analytics time zone: every rollup kept per day (or hour) keys it by the day (or
-- hour) of that zone, so a period, a daily figure and a chart are the zone's days, exactly. The
-- raw events stay in UTC; the zone's day and hour of an event are two ALIAS columns of the raw
-- tables, computed at each insert by the materialized views below and never stored. A change of
-- zone changes the aliases (metadata only) and re-keys the rollups from the raw events
-- (src/analytics-time-zone.ts; docs/decisions/0013-rollups-in-the-sites-time-zone.md).
--
-- 1. The zone's day and hour of each event (UTC until an admin picks a zone). The hour is the
-- moment the zone's hour began: in a zone half an hour off UTC, at half past a UTC hour.
ALTER TABLE events ADD COLUMN IF NOT EXISTS zone_day Date ALIAS toDate(client_ts, 'UTC');

ALTER TABLE events ADD COLUMN IF NOT EXISTS zone_hour DateTime('UTC') ALIAS toStartOfHour(client_ts, 'UTC');

ALTER TABLE bot_events ADD COLUMN IF NOT EXISTS zone_day Date ALIAS toDate(client_ts, 'UTC');

ALTER TABLE bot_events ADD COLUMN IF NOT EXISTS zone_hour DateTime('UTC') ALIAS toStartOfHour(client_ts, 'UTC');

-- 2. The zone the rollups are keyed by, and whether its re-keying finished: from rekey_day (a
-- day of previous_zone) on, the rollups hold the zone's days; before it, the days of the zones
-- they were counted in (the raw events of those days may be gone). The latest row holds; no
-- row: UTC.
CREATE TABLE IF NOT EXISTS analytics_time_zone
(
    zone          String,
    rekeyed       UInt8,
    rekey_day     Date,
    previous_zone String,
    changed_at    DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(changed_at)
ORDER BY tuple();

-- 3. Every view that keyed a rollup by the UTC day or hour of the client clock, as its latest
-- migration wrote it, now by the zone's (the number of that migration before each).
-- (002)
DROP VIEW IF EXISTS event_counts_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS event_counts_mv TO event_counts AS
SELECT
    video_id,
    event_type,
    zone_day AS day,
    uniqExactState(event_id) AS events
FROM events
WHERE event_type != 'progress'
GROUP BY video_id, event_type, day;

-- (008)
DROP VIEW IF EXISTS daily_session_sets_all_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS daily_session_sets_all_mv TO daily_session_sets AS
SELECT video_id, zone_day AS day, toUInt8(0) AS kind, uniqCombined64State(15)(session_id) AS sessions
FROM events
WHERE event_type IN ('view', 'progress', 'video_play', 'video_pause', 'video_completed', 'video_seek')
GROUP BY video_id, day;

-- (008)
DROP VIEW IF EXISTS daily_session_sets_whole_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS daily_session_sets_whole_mv TO daily_session_sets AS
SELECT
    video_id,
    zone_day AS day,
    toUInt8(1) AS kind,
    uniqCombined64State(15)(concat(session_id, '/', toString(toUInt32(ceil(assumeNotNull(timecode) / 5))))) AS sessions
FROM events
WHERE event_type = 'progress' AND ifNull(timecode, 0) > 0
  AND (ifNull(duration, 0) = 0 OR ceil(assumeNotNull(timecode) / 5) * 5 <= assumeNotNull(duration))
GROUP BY video_id, day;

-- (008)
DROP VIEW IF EXISTS daily_session_sets_partial_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS daily_session_sets_partial_mv TO daily_session_sets AS
SELECT video_id, zone_day AS day, toUInt8(2) AS kind, uniqCombined64State(15)(session_id) AS sessions
FROM events
WHERE event_type = 'progress' AND ifNull(timecode, 0) > 0 AND ifNull(duration, 0) > 0
  AND ceil(assumeNotNull(timecode) / 5) * 5 > assumeNotNull(duration)
  AND (ceil(assumeNotNull(timecode) / 5) - 1) * 5 < assumeNotNull(duration)
GROUP BY video_id, day;

-- (008)
DROP VIEW IF EXISTS daily_session_sets_completed_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS daily_session_sets_completed_mv TO daily_session_sets AS
SELECT video_id, zone_day AS day, toUInt8(3) AS kind, uniqCombined64State(15)(session_id) AS sessions
FROM events
WHERE event_type = 'video_completed'
   OR (event_type = 'progress' AND ifNull(timecode, 0) > 0 AND ifNull(duration, 0) > 0
       AND ceil(assumeNotNull(timecode) / 5) >= greatest(1, ceil(0.95 * assumeNotNull(duration) / 5)))
GROUP BY video_id, day;

-- (008)
DROP VIEW IF EXISTS daily_session_intervals_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS daily_session_intervals_mv TO daily_session_intervals AS
SELECT
    video_id,
    zone_day AS day,
    toUInt32(ceil(ifNull(timecode, 0) / 5)) AS interval,
    uniqCombined64State(12)(session_id) AS sessions,
    uniqCombined64State(12)(event_id) AS plays
FROM events
WHERE event_type = 'progress' AND ifNull(timecode, 0) > 0
GROUP BY video_id, day, interval;

-- (008)
DROP VIEW IF EXISTS daily_quiz_results_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS daily_quiz_results_mv TO daily_quiz_results AS
SELECT
    video_id,
    zone_day AS day,
    element_id AS quiz_id,
    uniqExactStateIf(event_id, JSONExtractRaw(metadata, 'isCorrect') = 'true') AS correct,
    uniqExactStateIf(event_id, JSONExtractRaw(metadata, 'isCorrect') = 'false') AS incorrect
FROM events
WHERE event_type = 'quiz_completed' AND element_id != '' AND JSONHas(metadata, 'answer')
    AND JSONExtractString(metadata, 'source') = 'server'
GROUP BY video_id, day, quiz_id;

-- (020)
DROP VIEW IF EXISTS element_day_sessions_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS element_day_sessions_mv TO element_day_sessions AS
SELECT
    video_id,
    zone_day AS day,
    event_type,
    element_id,
    uniqCombined64State(14)(if(session_id = '', toString(event_id), session_id)) AS sessions
FROM events
WHERE event_type IN ('quiz_shown', 'quiz_completed', 'quiz_skipped', 'survey_shown', 'survey_completed', 'survey_skipped')
    AND element_id != ''
    AND (event_type NOT IN ('quiz_completed', 'survey_completed') OR JSONExtractString(metadata, 'source') = 'server')
GROUP BY video_id, day, event_type, element_id;

-- (009)
DROP VIEW IF EXISTS quiz_answer_days_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS quiz_answer_days_mv TO quiz_answer_days AS
SELECT
    video_id,
    zone_day AS day,
    element_id AS quiz_id,
    if(JSONType(metadata, 'answer') = 'String', JSONExtractString(metadata, 'answer'), JSONExtractRaw(metadata, 'answer')) AS answer,
    toInt8(multiIf(JSONExtractRaw(metadata, 'isCorrect') = 'true', 1, JSONExtractRaw(metadata, 'isCorrect') = 'false', 0, -1)) AS verdict,
    toInt32(if(JSONType(metadata, 'responseTimeMs') IN ('Int64', 'UInt64', 'Double') AND JSONExtractFloat(metadata, 'responseTimeMs') >= 0,
        least(floor(JSONExtractFloat(metadata, 'responseTimeMs') / 1000), 3600), -1)) AS seconds,
    uniqExactState(sipHash64(event_id)) AS responses
FROM events
WHERE event_type = 'quiz_completed' AND element_id != '' AND JSONHas(metadata, 'answer')
    AND JSONExtractString(metadata, 'source') = 'server'
GROUP BY video_id, day, quiz_id, answer, verdict, seconds;

-- (009)
DROP VIEW IF EXISTS quiz_first_answers_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS quiz_first_answers_mv TO quiz_first_answers AS
SELECT
    video_id,
    zone_day AS day,
    element_id AS quiz_id,
    sipHash64(session_id) AS session,
    min(toUInt64(greatest(0, toUnixTimestamp64Milli(client_ts))) * 4
        + multiIf(JSONExtractRaw(metadata, 'isCorrect') = 'true', 1, JSONExtractRaw(metadata, 'isCorrect') = 'false', 2, 3)) AS first
FROM events
WHERE event_type = 'quiz_completed' AND element_id != '' AND JSONHas(metadata, 'answer')
    AND JSONExtractString(metadata, 'source') = 'server'
GROUP BY video_id, day, quiz_id, session;

-- (020)
DROP VIEW IF EXISTS audience_daily_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS audience_daily_mv TO audience_daily AS
SELECT
    video_id,
    zone_day AS day,
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
   OR (event_type = 'quiz_completed' AND JSONExtractString(metadata, 'source') = 'server')
GROUP BY video_id, day, dimension, name;

-- (010)
DROP VIEW IF EXISTS embed_host_intervals_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS embed_host_intervals_mv TO embed_host_intervals AS
SELECT
    video_id,
    zone_day AS day,
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

-- (021)
DROP VIEW IF EXISTS playback_quality_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS playback_quality_mv TO playback_quality AS
SELECT
    video_id,
    zone_day AS day,
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
GROUP BY video_id, day;

-- (011)
DROP VIEW IF EXISTS element_day_sessions_polls_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS element_day_sessions_polls_mv TO element_day_sessions AS
SELECT
    video_id,
    zone_day AS day,
    event_type,
    element_id,
    uniqCombined64State(14)(session_id) AS sessions
FROM events
WHERE event_type IN ('poll_shown', 'poll_voted') AND element_id != ''
GROUP BY video_id, day, event_type, element_id;

-- (013)
DROP VIEW IF EXISTS view_hour_arrivals_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS view_hour_arrivals_mv TO view_hour_arrivals AS
SELECT video_id, zone_hour AS hour, max(now64(3, 'UTC')) AS arrived
FROM events
WHERE event_type = 'view'
GROUP BY video_id, hour;

-- (013)
DROP VIEW IF EXISTS hourly_view_sets_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS hourly_view_sets_mv TO hourly_view_sets AS
SELECT video_id, zone_hour AS hour, uniqExactState(event_id) AS views
FROM events
WHERE event_type = 'view'
GROUP BY video_id, hour;

-- (020)
DROP VIEW IF EXISTS audience_day_arrivals_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS audience_day_arrivals_mv TO audience_day_arrivals AS
SELECT video_id, zone_day AS day, max(now64(3, 'UTC')) AS arrived
FROM events
WHERE event_type = 'view'
   OR (event_type = 'quiz_completed' AND JSONExtractString(metadata, 'source') = 'server')
GROUP BY video_id, day;

-- (015)
DROP VIEW IF EXISTS session_day_arrivals_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS session_day_arrivals_mv TO session_day_arrivals AS
SELECT video_id, zone_day AS day, max(now64(3, 'UTC')) AS arrived
FROM events
WHERE event_type IN ('view', 'progress', 'video_play', 'video_pause', 'video_completed', 'video_seek')
GROUP BY video_id, day;

-- (016)
DROP VIEW IF EXISTS quiz_answer_arrivals_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS quiz_answer_arrivals_mv TO quiz_answer_arrivals AS
SELECT video_id, zone_day AS day, max(now64(3, 'UTC')) AS arrived
FROM events
WHERE event_type = 'quiz_completed' AND element_id != '' AND JSONHas(metadata, 'answer')
    AND JSONExtractString(metadata, 'source') = 'server'
GROUP BY video_id, day;

-- (018)
DROP VIEW IF EXISTS session_day_before_arrivals_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS session_day_before_arrivals_mv TO session_day_arrivals AS
SELECT video_id, zone_day + 1 AS day, max(now64(3, 'UTC')) AS arrived_day_before
FROM events
WHERE event_type IN ('view', 'progress', 'video_play', 'video_pause', 'video_completed', 'video_seek')
GROUP BY video_id, day;

-- (019)
DROP VIEW IF EXISTS bot_daily_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS bot_daily_mv TO bot_daily AS
SELECT
    video_id,
    zone_day AS day,
    uniqExactStateIf(event_id, event_type = 'view') AS views,
    uniqCombined64StateIf(12)(session_id, event_type IN ('view', 'progress', 'video_play', 'video_pause', 'video_completed', 'video_seek')) AS sessions
FROM bot_events
GROUP BY video_id, day;

-- (021)
DROP VIEW IF EXISTS playback_time_days_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS playback_time_days_mv TO playback_time_days AS
SELECT
    video_id,
    zone_day AS day,
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

-- (021)
DROP VIEW IF EXISTS playback_time_arrivals_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS playback_time_arrivals_mv TO playback_time_arrivals AS
SELECT video_id, zone_day AS day, max(now64(3, 'UTC')) AS arrived
FROM events
WHERE event_type IN ('playback_summary', 'playback_stalled')
GROUP BY video_id, day
