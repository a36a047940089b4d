-- Quiz and survey interactions per element: one per session and element (so the player's
-- quiz_completed and the server's, for the same answer, count once); an event without an
-- element id counts by its event id.
CREATE TABLE IF NOT EXISTS element_counts
(
    video_id     UInt32,
    event_type   LowCardinality(String),
    element_id   String,
    interactions AggregateFunction(uniqExact, String)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, event_type, element_id);

CREATE MATERIALIZED VIEW IF NOT EXISTS element_counts_mv TO element_counts AS
SELECT
    video_id,
    event_type,
    element_id,
    uniqExactState(if(element_id = '', toString(event_id), concat(session_id, '/', element_id))) AS interactions
FROM events
WHERE event_type IN ('quiz_shown', 'quiz_completed', 'quiz_skipped', 'survey_shown', 'survey_completed', 'survey_skipped')
GROUP BY video_id, event_type, element_id
