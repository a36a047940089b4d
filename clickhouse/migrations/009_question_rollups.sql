-- Question analytics over a period (issue 11): quiz and survey figures per day of the client
-- clock, so any period of whole UTC days is a range of rows. Every state is a set (or an argMin
-- with the event id as tie-break), so a resent event changes nothing.
--
-- 1. The sessions that were shown, completed or skipped each quiz and survey, per day: one per
-- (session, element) as element_counts (004) counts them, so the player's quiz_completed and the
-- server's for the same answer are one. Merging the days of a period counts a session once.
CREATE TABLE IF NOT EXISTS element_day_sessions
(
    video_id   UInt32,
    day        Date,
    event_type LowCardinality(String),
    element_id String,
    sessions   AggregateFunction(uniqExact, String)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day, event_type, element_id);

CREATE MATERIALIZED VIEW IF NOT EXISTS element_day_sessions_mv TO element_day_sessions AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    event_type,
    element_id,
    uniqExactState(session_id) AS sessions
FROM events
WHERE event_type IN ('quiz_shown', 'quiz_completed', 'quiz_skipped', 'survey_shown', 'survey_completed', 'survey_skipped')
    AND element_id != ''
GROUP BY video_id, day, event_type, element_id;

-- 2. The answers the server stored (its quiz_completed carries metadata.answer, .isCorrect and,
-- when the player measured it, .responseTimeMs), per quiz, answer and day: the responses, the
-- correct and incorrect ones, and (response id, ms from shown to answered) pairs for an exact
-- median. Only the server's events: a client's own quiz_completed is a completion, not an answer.
CREATE TABLE IF NOT EXISTS quiz_answer_days
(
    video_id       UInt32,
    day            Date,
    quiz_id        String,
    answer         String,
    responses      AggregateFunction(uniqExact, UUID),
    correct        AggregateFunction(uniqExact, UUID),
    incorrect      AggregateFunction(uniqExact, UUID),
    response_times AggregateFunction(groupUniqArray, Tuple(UUID, UInt32))
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day, quiz_id, answer);

CREATE MATERIALIZED VIEW IF NOT EXISTS quiz_answer_days_mv TO quiz_answer_days AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    element_id AS quiz_id,
    if(JSONType(metadata, 'answer') = 'String', JSONExtractString(metadata, 'answer'), JSONExtractRaw(metadata, 'answer')) AS answer,
    uniqExactState(event_id) AS responses,
    uniqExactStateIf(event_id, JSONExtractRaw(metadata, 'isCorrect') = 'true') AS correct,
    uniqExactStateIf(event_id, JSONExtractRaw(metadata, 'isCorrect') = 'false') AS incorrect,
    groupUniqArrayStateIf(
        (event_id, toUInt32(least(JSONExtractFloat(metadata, 'responseTimeMs'), 4294967295))),
        JSONType(metadata, 'responseTimeMs') IN ('Int64', 'UInt64', 'Double') AND JSONExtractFloat(metadata, 'responseTimeMs') >= 0
    ) AS response_times
FROM events
WHERE event_type = 'quiz_completed' AND element_id != '' AND JSONHas(metadata, 'answer')
    AND JSONExtractString(metadata, 'source') = 'server'
GROUP BY video_id, day, quiz_id, answer;

-- 3. Each session's first answer to each quiz on each day: whether it was correct (1, 0, or -1
-- when the quiz judges none), the earliest by client time (then by event id, so a tie is decided
-- the same way every time). The first answer of a period is the earliest of its days' firsts.
CREATE TABLE IF NOT EXISTS quiz_first_answers
(
    video_id   UInt32,
    day        Date,
    quiz_id    String,
    session_id String,
    verdict    AggregateFunction(argMin, Int8, Tuple(DateTime64(3, 'UTC'), UUID))
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day, quiz_id, session_id);

CREATE MATERIALIZED VIEW IF NOT EXISTS quiz_first_answers_mv TO quiz_first_answers AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    element_id AS quiz_id,
    session_id,
    argMinState(
        toInt8(multiIf(JSONExtractRaw(metadata, 'isCorrect') = 'true', 1, JSONExtractRaw(metadata, 'isCorrect') = 'false', 0, -1)),
        (client_ts, event_id)
    ) AS verdict
FROM events
WHERE event_type = 'quiz_completed' AND element_id != '' AND JSONHas(metadata, 'answer')
    AND JSONExtractString(metadata, 'source') = 'server'
GROUP BY video_id, day, quiz_id, session_id;

-- 4. The events stored before this migration, once, from the raw events (still within their
-- TTL): sets and argMin states, so rows the views above also wrote meanwhile change nothing.
INSERT INTO element_day_sessions
SELECT video_id, toDate(client_ts) AS day, event_type, element_id, uniqExactState(session_id)
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
    uniqExactState(event_id),
    uniqExactStateIf(event_id, JSONExtractRaw(metadata, 'isCorrect') = 'true'),
    uniqExactStateIf(event_id, JSONExtractRaw(metadata, 'isCorrect') = 'false'),
    groupUniqArrayStateIf(
        (event_id, toUInt32(least(JSONExtractFloat(metadata, 'responseTimeMs'), 4294967295))),
        JSONType(metadata, 'responseTimeMs') IN ('Int64', 'UInt64', 'Double') AND JSONExtractFloat(metadata, 'responseTimeMs') >= 0
    )
FROM events
WHERE event_type = 'quiz_completed' AND element_id != '' AND JSONHas(metadata, 'answer')
    AND JSONExtractString(metadata, 'source') = 'server'
GROUP BY video_id, day, quiz_id, answer;

INSERT INTO quiz_first_answers
SELECT
    video_id,
    toDate(client_ts) AS day,
    element_id AS quiz_id,
    session_id,
    argMinState(
        toInt8(multiIf(JSONExtractRaw(metadata, 'isCorrect') = 'true', 1, JSONExtractRaw(metadata, 'isCorrect') = 'false', 0, -1)),
        (client_ts, event_id)
    )
FROM events
WHERE event_type = 'quiz_completed' AND element_id != '' AND JSONHas(metadata, 'answer')
    AND JSONExtractString(metadata, 'source') = 'server'
GROUP BY video_id, day, quiz_id, session_id
