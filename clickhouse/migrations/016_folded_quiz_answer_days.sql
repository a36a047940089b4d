-- Question analytics at a cost that stays flat as events grow, as 013 and 014 did for
-- views and the audience: quiz_answer_days (009) keeps each (video, day, quiz, answer, verdict,
-- second) row's answers as a set of event ids, and merging a hot quiz video's 90 days of them
-- (a million answer ids at 10 M events) was half of its question breakdown's cost. A finished
-- day's sets are folded once into plain numbers; the reader adds numbers for the days whose fold
-- is still fresh and merges the sets of the others (src/queries/videos/get-question-answers.ts,
-- folded by src/fold-quiz-answers.ts). An answer lies in one row, so the numbers add up to the
-- period's exact counts.
--
-- 1. The folded days: per row of quiz_answer_days its set's size when the day was folded. A
-- fold writes every row of the day; a later fold replaces them.
CREATE TABLE IF NOT EXISTS folded_quiz_answer_days
(
    video_id  UInt32,
    day       Date,
    quiz_id   String,
    answer    String,
    verdict   Int8,
    seconds   Int32,
    responses UInt64,
    folded_at DateTime64(3, 'UTC')
)
ENGINE = ReplacingMergeTree(folded_at)
ORDER BY (video_id, day, quiz_id, answer, verdict, seconds);

-- 2. When an answer was last stored for each (video, day), by the store's clock at the insert.
-- The condition is quiz_answer_days_mv's.
CREATE TABLE IF NOT EXISTS quiz_answer_arrivals
(
    video_id UInt32,
    day      Date,
    arrived  SimpleAggregateFunction(max, DateTime64(3, 'UTC'))
)
ENGINE = AggregatingMergeTree
ORDER BY (video_id, day);

CREATE MATERIALIZED VIEW IF NOT EXISTS quiz_answer_arrivals_mv TO quiz_answer_arrivals AS
SELECT video_id, toDate(client_ts) AS day, max(now64(3, 'UTC')) AS arrived
FROM events
WHERE event_type = 'quiz_completed' AND element_id != '' AND JSONHas(metadata, 'answer')
    AND JSONExtractString(metadata, 'source') = 'server'
GROUP BY video_id, day;

-- 3. Every day stored so far waits for its first fold (as in 013, 014 and 015).
INSERT INTO quiz_answer_arrivals
SELECT video_id, day, toDateTime64('2000-01-01 00:00:00', 3, 'UTC')
FROM quiz_answer_days
GROUP BY video_id, day
