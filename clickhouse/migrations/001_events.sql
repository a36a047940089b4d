-- Raw tracking events: one row per accepted event (a resent event may appear twice here;
-- every figure is read from the idempotent rollups below, never counted from this table).
-- Monthly partitions, ordered for per-video reads newest-first; the TTL is replaced at start
-- by EVENT_TTL_DAYS (see src/migrate.ts). The deduplication window makes a retried insert
-- carrying the same insert_deduplication_token a no-op.
CREATE TABLE IF NOT EXISTS events
(
    event_id      UUID,
    event_type    LowCardinality(String),
    video_id      UInt32,
    session_id    String,
    visitor_id    String,
    element_id    String,
    timecode      Nullable(Float64),
    duration      Nullable(Float64),
    metadata      String,
    client_ts     DateTime64(3, 'UTC'),
    received_at   DateTime64(3, 'UTC'),
    ua_family     LowCardinality(String),
    referrer_host LowCardinality(String),
    surface       LowCardinality(String)
)
ENGINE = MergeTree
PARTITION BY toYYYYMM(received_at)
ORDER BY (video_id, received_at, event_id)
TTL toDateTime(received_at) + toIntervalDay(400)
SETTINGS non_replicated_deduplication_window = 10000
