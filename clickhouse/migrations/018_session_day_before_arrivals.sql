-- The stale days of the session sets in one small read: a folded day's overlap reads
-- the day before, so the day is stale when an event arrived after its fold for it or for the day
-- before. That check read every arrival twice (ARRAY JOIN [0, 1]) and grouped them, most of the
-- site overview's stale-key read. With the day before's latest arrival
-- stored on each day's row, the check is one row per day, read with FINAL
-- (src/queries/stale-keys.ts SESSION_DAYS).
ALTER TABLE session_day_arrivals
    ADD COLUMN IF NOT EXISTS arrived_day_before SimpleAggregateFunction(max, DateTime64(3, 'UTC')) DEFAULT toDateTime64(0, 3, 'UTC');

-- On the condition of session_day_arrivals_mv (015), one day later.
CREATE MATERIALIZED VIEW IF NOT EXISTS session_day_before_arrivals_mv TO session_day_arrivals AS
SELECT video_id, toDate(client_ts) + 1 AS day, max(now64(3, 'UTC')) AS arrived_day_before
FROM events
WHERE event_type IN ('view', 'progress', 'video_play', 'video_pause', 'video_completed', 'video_seek')
GROUP BY video_id, day;

-- The arrivals so far (after the view: rows it wrote meanwhile are kept by max).
INSERT INTO session_day_arrivals (video_id, day, arrived_day_before)
SELECT video_id, day + 1, max(arrived)
FROM session_day_arrivals
WHERE arrived > toDateTime64(0, 3, 'UTC')
GROUP BY video_id, day
