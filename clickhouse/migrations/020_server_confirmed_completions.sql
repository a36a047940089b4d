-- Every completion, quiz and survey figure from the server's own events only. A quiz or survey
-- counts as completed when the server stored an answer to it (its quiz_completed /
-- survey_completed event, metadata.source 'server'); a client's own completion event is no longer
-- counted, so a client cannot raise a completion rate or a site's quiz score by sending it.
-- Days stored before this migration keep what they counted then.
--
-- 1. Sessions that completed each quiz and survey (009): the server's events only. An anonymous
-- survey's event names no session (api/src/services/response-events.ts): each one is an answer
-- of its own.
DROP VIEW IF EXISTS element_day_sessions_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS element_day_sessions_mv TO element_day_sessions AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    event_type,
    element_id,
    uniqCombined64State(14)(if(session_id = '', toString(event_id), session_id)) AS sessions
FROM events
WHERE event_type IN ('quiz_shown', 'quiz_completed', 'quiz_skipped', 'survey_shown', 'survey_completed', 'survey_skipped')
    AND element_id != ''
    AND (event_type NOT IN ('quiz_completed', 'survey_completed') OR JSONExtractString(metadata, 'source') = 'server')
GROUP BY video_id, day, event_type, element_id;

-- 2. The quiz score per embedding site (010): the server's judged answers, which carry the page
-- host the player sent with the answer, instead of the verdict a client reported.
DROP VIEW IF EXISTS audience_daily_mv;

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
   OR (event_type = 'quiz_completed' AND JSONExtractString(metadata, 'source') = 'server')
GROUP BY video_id, day, dimension, name;

-- 3. The days whose audience changed (014) follow the same events.
DROP VIEW IF EXISTS audience_day_arrivals_mv;

CREATE MATERIALIZED VIEW IF NOT EXISTS audience_day_arrivals_mv TO audience_day_arrivals AS
SELECT video_id, toDate(client_ts) AS day, max(now64(3, 'UTC')) AS arrived
FROM events
WHERE event_type = 'view'
   OR (event_type = 'quiz_completed' AND JSONExtractString(metadata, 'source') = 'server')
GROUP BY video_id, day
