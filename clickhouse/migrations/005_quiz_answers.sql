-- Answers per quiz from the quiz_completed events that carry an answer (the server emits them
-- when it stores a response: metadata.answer, metadata.isCorrect).
CREATE TABLE IF NOT EXISTS quiz_answers
(
    video_id  UInt32,
    quiz_id   String,
    answer    String,
    responses AggregateFunction(uniqExact, UUID),
    correct   AggregateFunction(uniqExact, UUID),
    incorrect AggregateFunction(uniqExact, UUID)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, quiz_id, answer);

CREATE MATERIALIZED VIEW IF NOT EXISTS quiz_answers_mv TO quiz_answers AS
SELECT
    video_id,
    element_id AS quiz_id,
    if(JSONType(metadata, 'answer') = 'String', JSONExtractString(metadata, 'answer'), JSONExtractRaw(metadata, 'answer')) AS answer,
    uniqExactState(event_id) AS responses,
    uniqExactStateIf(event_id, JSONExtractRaw(metadata, 'isCorrect') = 'true') AS correct,
    uniqExactStateIf(event_id, JSONExtractRaw(metadata, 'isCorrect') = 'false') AS incorrect
FROM events
WHERE event_type = 'quiz_completed' AND element_id != '' AND JSONHas(metadata, 'answer')
GROUP BY video_id, quiz_id, answer
