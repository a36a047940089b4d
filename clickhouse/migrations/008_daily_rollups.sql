-- Figures over any period of days at the cost of a rollup read: the per-video rollups
-- of 007 again, but one row per day of the client clock (a resend keeps its day), so a period
-- merges a few rows per day instead of reading events. Every column is a set: a duplicate event
-- changes nothing, and merging the days of a period counts a session that spans two days once.
--
-- 1. Playback sessions per (video, day) in four sets (kind: SESSION_SET in src/metrics.ts), so
-- the figures of a period read four rows per day whatever the video's length:
--   0 all playback sessions;
--   1 (session, interval) pairs of whole 5-second intervals watched (within the duration the
--     player reported with the progress; every interval when it reported none): 5 s each;
--   2 sessions that watched the last, partial interval (counted for its length at query time);
--   3 completed sessions: the player sent video_completed, or a progress report fell in the
--     interval holding 95 % of the reported duration.
-- Precision 15: exact up to about a thousand members (a day's pairs of a small video), within
-- about 1 % beyond; four rows a day keep a 90-day merge small.
CREATE TABLE IF NOT EXISTS daily_session_sets
(
    video_id UInt32,
    day      Date,
    kind     UInt8,
    sessions AggregateFunction(uniqCombined64(15), String)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day, kind)
SETTINGS index_granularity = 32;

CREATE MATERIALIZED VIEW IF NOT EXISTS daily_session_sets_all_mv TO daily_session_sets AS
SELECT video_id, toDate(client_ts) AS day, toUInt8(0) AS kind, uniqCombined64State(15)(session_id) AS sessions
FROM events
WHERE event_type IN ('view', 'progress', 'video_play', 'video_pause', 'video_completed', 'video_seek')
GROUP BY video_id, day;

CREATE MATERIALIZED VIEW IF NOT EXISTS daily_session_sets_whole_mv TO daily_session_sets AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    toUInt8(1) AS kind,
    uniqCombined64State(15)(concat(session_id, '/', toString(toUInt32(ceil(assumeNotNull(timecode) / 5))))) AS sessions
FROM events
WHERE event_type = 'progress' AND ifNull(timecode, 0) > 0
  AND (ifNull(duration, 0) = 0 OR ceil(assumeNotNull(timecode) / 5) * 5 <= assumeNotNull(duration))
GROUP BY video_id, day;

CREATE MATERIALIZED VIEW IF NOT EXISTS daily_session_sets_partial_mv TO daily_session_sets AS
SELECT video_id, toDate(client_ts) AS day, toUInt8(2) AS kind, uniqCombined64State(15)(session_id) AS sessions
FROM events
WHERE event_type = 'progress' AND ifNull(timecode, 0) > 0 AND ifNull(duration, 0) > 0
  AND ceil(assumeNotNull(timecode) / 5) * 5 > assumeNotNull(duration)
  AND (ceil(assumeNotNull(timecode) / 5) - 1) * 5 < assumeNotNull(duration)
GROUP BY video_id, day;

CREATE MATERIALIZED VIEW IF NOT EXISTS daily_session_sets_completed_mv TO daily_session_sets AS
SELECT video_id, toDate(client_ts) AS day, toUInt8(3) AS kind, uniqCombined64State(15)(session_id) AS sessions
FROM events
WHERE event_type = 'video_completed'
   OR (event_type = 'progress' AND ifNull(timecode, 0) > 0 AND ifNull(duration, 0) > 0
       AND ceil(assumeNotNull(timecode) / 5) >= greatest(1, ceil(0.95 * assumeNotNull(duration) / 5)))
GROUP BY video_id, day;

-- 2. The retention curve's rows: playback sessions per (video, day, 5-second interval), and
-- `plays`, the distinct progress reports in the interval, so plays ÷ sessions − 1 is how often
-- the sessions watched it again (rewatch). Precision 12 keeps a 90-day merge of a long video's
-- hundreds of intervals small: exact up to about a hundred sessions, within about 2 % beyond.
CREATE TABLE IF NOT EXISTS daily_session_intervals
(
    video_id UInt32,
    day      Date,
    interval UInt32,
    sessions AggregateFunction(uniqCombined64(12), String),
    plays    AggregateFunction(uniqCombined64(12), UUID)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day, interval)
SETTINGS index_granularity = 256;

CREATE MATERIALIZED VIEW IF NOT EXISTS daily_session_intervals_mv TO daily_session_intervals AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    toUInt32(ceil(ifNull(timecode, 0) / 5)) AS interval,
    uniqCombined64State(12)(session_id) AS sessions,
    uniqCombined64State(12)(event_id) AS plays
FROM events
WHERE event_type = 'progress' AND ifNull(timecode, 0) > 0
GROUP BY video_id, day, interval;

-- 3. Quiz and survey interactions per (video, day, element), counted as element_counts (004)
-- counts them: once per session and element.
CREATE TABLE IF NOT EXISTS daily_element_counts
(
    video_id     UInt32,
    day          Date,
    event_type   LowCardinality(String),
    element_id   String,
    interactions AggregateFunction(uniqExact, String)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day, event_type, element_id)
SETTINGS index_granularity = 32;

CREATE MATERIALIZED VIEW IF NOT EXISTS daily_element_counts_mv TO daily_element_counts AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    event_type,
    element_id,
    uniqExactState(if(element_id = '', toString(event_id), concat(session_id, '/', element_id))) AS interactions
FROM events
WHERE event_type IN ('quiz_shown', 'quiz_completed', 'quiz_skipped', 'survey_shown', 'survey_completed', 'survey_skipped')
GROUP BY video_id, day, event_type, element_id;

-- 4. Judged quiz answers per (video, day, quiz), from the quiz_completed events that carry an
-- answer and source 'server' (the server's, see 005; clients may not claim that source):
-- distinct answer events judged correct and incorrect.
CREATE TABLE IF NOT EXISTS daily_quiz_results
(
    video_id  UInt32,
    day       Date,
    quiz_id   String,
    correct   AggregateFunction(uniqExact, UUID),
    incorrect AggregateFunction(uniqExact, UUID)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day, quiz_id)
SETTINGS index_granularity = 32;

CREATE MATERIALIZED VIEW IF NOT EXISTS daily_quiz_results_mv TO daily_quiz_results AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    element_id AS quiz_id,
    uniqExactStateIf(event_id, JSONExtractRaw(metadata, 'isCorrect') = 'true') AS correct,
    uniqExactStateIf(event_id, JSONExtractRaw(metadata, 'isCorrect') = 'false') AS incorrect
FROM events
WHERE event_type = 'quiz_completed' AND element_id != '' AND JSONHas(metadata, 'answer')
    AND JSONExtractString(metadata, 'source') = 'server'
GROUP BY video_id, day, quiz_id;

-- 5. Distinct views per (video, hour of the client clock, UTC): the busiest hours of the week.
CREATE TABLE IF NOT EXISTS hourly_views
(
    video_id UInt32,
    hour     DateTime('UTC'),
    views    AggregateFunction(uniqExact, UUID)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, hour)
SETTINGS index_granularity = 128;

CREATE MATERIALIZED VIEW IF NOT EXISTS hourly_views_mv TO hourly_views AS
SELECT video_id, toStartOfHour(client_ts) AS hour, uniqExactState(event_id) AS views
FROM events
WHERE event_type = 'view'
GROUP BY video_id, hour;

-- 6. The raw events stored before this migration, once (sets: rows the views above also wrote
-- meanwhile change nothing). Events past the raw TTL are gone and stay out of the daily figures.
INSERT INTO daily_session_sets
SELECT video_id, toDate(client_ts) AS day, toUInt8(0), uniqCombined64State(15)(session_id)
FROM events
WHERE event_type IN ('view', 'progress', 'video_play', 'video_pause', 'video_completed', 'video_seek')
GROUP BY video_id, day;

INSERT INTO daily_session_sets
SELECT
    video_id,
    toDate(client_ts) AS day,
    toUInt8(1),
    uniqCombined64State(15)(concat(session_id, '/', toString(toUInt32(ceil(assumeNotNull(timecode) / 5)))))
FROM events
WHERE event_type = 'progress' AND ifNull(timecode, 0) > 0
  AND (ifNull(duration, 0) = 0 OR ceil(assumeNotNull(timecode) / 5) * 5 <= assumeNotNull(duration))
GROUP BY video_id, day;

INSERT INTO daily_session_sets
SELECT video_id, toDate(client_ts) AS day, toUInt8(2), uniqCombined64State(15)(session_id)
FROM events
WHERE event_type = 'progress' AND ifNull(timecode, 0) > 0 AND ifNull(duration, 0) > 0
  AND ceil(assumeNotNull(timecode) / 5) * 5 > assumeNotNull(duration)
  AND (ceil(assumeNotNull(timecode) / 5) - 1) * 5 < assumeNotNull(duration)
GROUP BY video_id, day;

INSERT INTO daily_session_sets
SELECT video_id, toDate(client_ts) AS day, toUInt8(3), uniqCombined64State(15)(session_id)
FROM events
WHERE event_type = 'video_completed'
   OR (event_type = 'progress' AND ifNull(timecode, 0) > 0 AND ifNull(duration, 0) > 0
       AND ceil(assumeNotNull(timecode) / 5) >= greatest(1, ceil(0.95 * assumeNotNull(duration) / 5)))
GROUP BY video_id, day;

INSERT INTO daily_session_intervals
SELECT
    video_id,
    toDate(client_ts) AS day,
    toUInt32(ceil(ifNull(timecode, 0) / 5)) AS interval,
    uniqCombined64State(12)(session_id),
    uniqCombined64State(12)(event_id)
FROM events
WHERE event_type = 'progress' AND ifNull(timecode, 0) > 0
GROUP BY video_id, day, interval;

INSERT INTO daily_element_counts
SELECT
    video_id,
    toDate(client_ts) AS day,
    event_type,
    element_id,
    uniqExactState(if(element_id = '', toString(event_id), concat(session_id, '/', element_id)))
FROM events
WHERE event_type IN ('quiz_shown', 'quiz_completed', 'quiz_skipped', 'survey_shown', 'survey_completed', 'survey_skipped')
GROUP BY video_id, day, event_type, element_id;

INSERT INTO daily_quiz_results
SELECT
    video_id,
    toDate(client_ts) AS day,
    element_id AS quiz_id,
    uniqExactStateIf(event_id, JSONExtractRaw(metadata, 'isCorrect') = 'true'),
    uniqExactStateIf(event_id, JSONExtractRaw(metadata, 'isCorrect') = 'false')
FROM events
WHERE event_type = 'quiz_completed' AND element_id != '' AND JSONHas(metadata, 'answer')
    AND JSONExtractString(metadata, 'source') = 'server'
GROUP BY video_id, day, quiz_id;

INSERT INTO hourly_views
SELECT video_id, toStartOfHour(client_ts) AS hour, uniqExactState(event_id)
FROM events
WHERE event_type = 'view'
GROUP BY video_id, hour
