-- Bots' events: crawlers, headless browsers and HTTP libraries, as the ingest recognises them
-- (api/src/services/user-agent.ts). They are stored apart from people's events, so that no
-- figure (every one is read from the rollups of `events`) counts them, and the Analytics tab
-- shows what was left out in a row of its own. The store sends a row here when it ends with
-- is_bot = 1 (src/event-row.ts).
CREATE TABLE IF NOT EXISTS bot_events
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
    surface       LowCardinality(String),
    device        LowCardinality(String),
    is_bot        UInt8
)
ENGINE = MergeTree
PARTITION BY toYYYYMM(received_at)
ORDER BY (video_id, received_at, event_id)
TTL toDateTime(received_at) + toIntervalDay(400)
SETTINGS non_replicated_deduplication_window = 10000;

-- Per video and day: the bots' distinct views and their sessions, as audience_daily (010)
-- counts people's.
CREATE TABLE IF NOT EXISTS bot_daily
(
    video_id UInt32,
    day      Date,
    views    AggregateFunction(uniqExact, UUID),
    sessions AggregateFunction(uniqCombined64(12), String)
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day)
SETTINGS index_granularity = 64;

CREATE MATERIALIZED VIEW IF NOT EXISTS bot_daily_mv TO bot_daily AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    uniqExactStateIf(event_id, event_type = 'view') AS views,
    uniqCombined64StateIf(12)(session_id, event_type IN ('view', 'progress', 'video_play', 'video_pause', 'video_completed', 'video_seek')) AS sessions
FROM bot_events
GROUP BY video_id, day
