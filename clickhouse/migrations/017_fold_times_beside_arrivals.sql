-- Each fold's time beside the arrivals: whether a folded hour or day may be read as
-- numbers was a join of the folded rows with the arrivals, in every read; with the latest fold
-- of each key kept in the arrivals table too, the stale keys are one small table's rows
-- (src/queries/stale-keys.ts).
-- A materialized view on each folded table records the fold in the same statement as
-- its numbers, so a fold time never stands for numbers not written.
--
-- 1. The column, and the view that fills it, per folded rollup (013, 014, 015, 016).
ALTER TABLE view_hour_arrivals
    ADD COLUMN IF NOT EXISTS folded SimpleAggregateFunction(max, DateTime64(3, 'UTC')) DEFAULT toDateTime64(0, 3, 'UTC');

CREATE MATERIALIZED VIEW IF NOT EXISTS view_hour_folds_mv TO view_hour_arrivals AS
SELECT video_id, hour, max(folded_at) AS folded
FROM folded_hourly_views
GROUP BY video_id, hour;

ALTER TABLE audience_day_arrivals
    ADD COLUMN IF NOT EXISTS folded SimpleAggregateFunction(max, DateTime64(3, 'UTC')) DEFAULT toDateTime64(0, 3, 'UTC');

CREATE MATERIALIZED VIEW IF NOT EXISTS audience_day_folds_mv TO audience_day_arrivals AS
SELECT video_id, day, max(folded_at) AS folded
FROM folded_audience_days
GROUP BY video_id, day;

ALTER TABLE session_day_arrivals
    ADD COLUMN IF NOT EXISTS folded SimpleAggregateFunction(max, DateTime64(3, 'UTC')) DEFAULT toDateTime64(0, 3, 'UTC');

CREATE MATERIALIZED VIEW IF NOT EXISTS session_day_folds_mv TO session_day_arrivals AS
SELECT video_id, day, max(folded_at) AS folded
FROM folded_session_days
GROUP BY video_id, day;

ALTER TABLE quiz_answer_arrivals
    ADD COLUMN IF NOT EXISTS folded SimpleAggregateFunction(max, DateTime64(3, 'UTC')) DEFAULT toDateTime64(0, 3, 'UTC');

CREATE MATERIALIZED VIEW IF NOT EXISTS quiz_answer_folds_mv TO quiz_answer_arrivals AS
SELECT video_id, day, max(folded_at) AS folded
FROM folded_quiz_answer_days
GROUP BY video_id, day;

-- 2. The folds made so far.
INSERT INTO view_hour_arrivals (video_id, hour, folded)
SELECT video_id, hour, max(folded_at) FROM folded_hourly_views GROUP BY video_id, hour;

INSERT INTO audience_day_arrivals (video_id, day, folded)
SELECT video_id, day, max(folded_at) FROM folded_audience_days GROUP BY video_id, day;

INSERT INTO session_day_arrivals (video_id, day, folded)
SELECT video_id, day, max(folded_at) FROM folded_session_days GROUP BY video_id, day;

INSERT INTO quiz_answer_arrivals (video_id, day, folded)
SELECT video_id, day, max(folded_at) FROM folded_quiz_answer_days GROUP BY video_id, day
