-- The site overview at a cost that stays flat as events grow: the daily session sets
-- of 008 (all playback sessions, watched 5-second intervals, partial last intervals, completed
-- sessions; uniqCombined64(15) sketches) cost a member-by-member merge for every video and day
-- of the period, a cost that grows with the events. A finished day's sets are
-- folded once into two numbers per kind: the set's size and its overlap with the day before
-- (|D| + |D−1| − |D ∪ D−1|: the sessions that ran across midnight). A period's count is then
-- Σ sizes − Σ overlaps of its days after the first, exact for sessions that span consecutive
-- days (a session seen on two days with a day between them would count twice). Days changed
-- after their fold, or whose day before changed, are read from their sets
-- (src/queries/session-day-counts.ts; folded by src/fold-sessions.ts).
--
-- 1. The folded days. overlap is signed: on large sets both sides are estimates, and the errors
-- of the days cancel out in a period's sum instead of adding up.
CREATE TABLE IF NOT EXISTS folded_session_days
(
    video_id  UInt32,
    day       Date,
    kind      UInt8,
    members   UInt64,
    overlap   Int64,
    folded_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(folded_at)
ORDER BY (video_id, day, kind);

-- 2. When an event feeding those sets was last stored for each (video, day), by the store's
-- clock at the insert (daily_session_sets_all_mv's condition, which every kind's is inside).
CREATE TABLE IF NOT EXISTS session_day_arrivals
(
    video_id UInt32,
    day      Date,
    arrived  SimpleAggregateFunction(max, DateTime64(3, 'UTC'))
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day);

CREATE MATERIALIZED VIEW IF NOT EXISTS session_day_arrivals_mv TO session_day_arrivals AS
SELECT video_id, toDate(client_ts) AS day, max(now64(3, 'UTC')) AS arrived
FROM events
WHERE event_type IN ('view', 'progress', 'video_play', 'video_pause', 'video_completed', 'video_seek')
GROUP BY video_id, day;

-- 3. Every day stored so far waits for its first fold (as in 013 and 014).
INSERT INTO session_day_arrivals
SELECT video_id, day, toDateTime64('2000-01-01 00:00:00', 3, 'UTC')
FROM daily_session_sets
GROUP BY video_id, day
