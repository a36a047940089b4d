-- Distinct events per video, type and day of the client clock (a resend keeps its day, so
-- summing days never counts one event twice). Progress events are counted elsewhere.
CREATE TABLE IF NOT EXISTS event_counts
(
    video_id   UInt32,
    event_type LowCardinality(String),
    day        Date,
    events     AggregateFunction(uniqExact, UUID)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, event_type, day);

CREATE MATERIALIZED VIEW IF NOT EXISTS event_counts_mv TO event_counts AS
SELECT
    video_id,
    event_type,
    toDate(client_ts) AS day,
    uniqExactState(event_id) AS events
FROM events
WHERE event_type != 'progress'
GROUP BY video_id, event_type, day
