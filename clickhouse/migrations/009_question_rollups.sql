-- Question analytics over a period: quiz and survey figures per day of the client
-- clock, so any period of whole UTC days is a range of rows, and a period of a video costs about
-- the same however many events it holds. Every state is a set or a minimum, so a resent event
-- changes nothing.
--
-- 1. The sessions that were shown, completed or skipped each quiz and survey, per day: one per
-- (session, element) as element_counts (004) counts them, so the player's quiz_completed and the
-- server's for the same answer are one. Merging the days of a period counts a session once.
-- uniqCombined64(14) sketches: exact for small counts and within about 1 % beyond (the default
-- precision of 007, and 008's exact daily_element_counts, which the retention markers read,
-- made a long period several times dearer to merge; scripts/bench-questions.ts measures it).
CREATE TABLE IF NOT EXISTS element_day_sessions
(
    video_id   UInt32,
    day        Date,
    event_type LowCardinality(String),
    element_id String,
    sessions   AggregateFunction(uniqCombined64(14), String)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day, event_type, element_id)
SETTINGS index_granularity = 256;

CREATE MATERIALIZED VIEW IF NOT EXISTS element_day_sessions_mv TO element_day_sessions AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    event_type,
    element_id,
    uniqCombined64State(14)(session_id) AS sessions
FROM events
WHERE event_type IN ('quiz_shown', 'quiz_completed', 'quiz_skipped', 'survey_shown', 'survey_completed', 'survey_skipped')
    AND element_id != ''
GROUP BY video_id, day, event_type, element_id;

-- 2. The answers the server stored (its quiz_completed carries metadata.answer, .isCorrect and,
-- when the player measured it, .responseTimeMs), per quiz, answer, verdict (1 correct, 0
-- incorrect, -1 not judged), whole seconds from shown to answered (-1: not timed; at most an
-- hour) and day: the set of their event ids, as 64-bit hashes (half the bytes of a UUID; a
-- collision inside one small row is vanishingly unlikely). Each event falls in exactly one row,
-- so the rows' counts add up exactly (a resent event meets itself in its own row) and each set
-- stays small: a period costs about as many rows as it has days, answers and seconds. Only the
-- server's events: a client's own quiz_completed is a completion, not an answer.
CREATE TABLE IF NOT EXISTS quiz_answer_days
(
    video_id  UInt32,
    day       Date,
    quiz_id   String,
    answer    String,
    verdict   Int8,
    seconds   Int32,
    responses AggregateFunction(uniqExact, UInt64)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day, quiz_id, answer, verdict, seconds)
SETTINGS index_granularity = 1024;

CREATE MATERIALIZED VIEW IF NOT EXISTS quiz_answer_days_mv TO quiz_answer_days AS
SELECT
    video_id,
    toDate(client_ts) AS day,
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

-- 3. Each session's first answer to each quiz on each day, as one number: its client time in ms
-- times 4 plus its verdict (1 correct, 2 incorrect, 3 not judged), so the smallest is the
-- earliest (a tie in the same ms is decided the same way every time), and the first answer of a
-- period is the smallest of its days'. Sessions by a 64-bit hash of their id, to group fast and
-- to sample evenly: get-question-answers.ts reads about FIRST_ANSWER_SAMPLE of them at most, the
-- lowest hashes, which the small granules let it find without reading the rest.
CREATE TABLE IF NOT EXISTS quiz_first_answers
(
    video_id UInt32,
    day      Date,
    quiz_id  String,
    session  UInt64,
    first    SimpleAggregateFunction(min, UInt64)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day, quiz_id, session)
SETTINGS index_granularity = 256;

CREATE MATERIALIZED VIEW IF NOT EXISTS quiz_first_answers_mv TO quiz_first_answers AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    element_id AS quiz_id,
    sipHash64(session_id) AS session,
    min(toUInt64(greatest(0, toUnixTimestamp64Milli(client_ts))) * 4
        + multiIf(JSONExtractRaw(metadata, 'isCorrect') = 'true', 1, JSONExtractRaw(metadata, 'isCorrect') = 'false', 2, 3)) AS first
FROM events
WHERE event_type = 'quiz_completed' AND element_id != '' AND JSONHas(metadata, 'answer')
    AND JSONExtractString(metadata, 'source') = 'server'
GROUP BY video_id, day, quiz_id, session;

-- 4. The events stored before this migration, once, from the raw events (those still within
-- their TTL): sets and minima, so rows the views above also wrote meanwhile change nothing.
INSERT INTO element_day_sessions
SELECT
    video_id,
    toDate(client_ts) AS day,
    event_type,
    element_id,
    uniqCombined64State(14)(session_id) AS sessions
FROM events
WHERE event_type IN ('quiz_shown', 'quiz_completed', 'quiz_skipped', 'survey_shown', 'survey_completed', 'survey_skipped')
    AND element_id != ''
GROUP BY video_id, day, event_type, element_id;

INSERT INTO quiz_answer_days
SELECT
    video_id,
    toDate(client_ts) AS day,
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

INSERT INTO quiz_first_answers
SELECT
    video_id,
    toDate(client_ts) AS day,
    element_id AS quiz_id,
    sipHash64(session_id) AS session,
    min(toUInt64(greatest(0, toUnixTimestamp64Milli(client_ts))) * 4
        + multiIf(JSONExtractRaw(metadata, 'isCorrect') = 'true', 1, JSONExtractRaw(metadata, 'isCorrect') = 'false', 2, 3)) AS first
FROM events
WHERE event_type = 'quiz_completed' AND element_id != '' AND JSONHas(metadata, 'answer')
    AND JSONExtractString(metadata, 'source') = 'server'
GROUP BY video_id, day, quiz_id, session
