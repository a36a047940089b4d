-- Poll votes: one vote per (poll, playback session). Only the server's poll_voted
-- events count (it emits one when it accepts a vote, metadata.option = the option's index); a
-- session's first vote is its vote (argMin by the client clock, then event id), so a repeat
-- vote in the same session and a resent event (same event id) change nothing. Poll ids are
-- unique across videos, so the poll is the whole key.
CREATE TABLE IF NOT EXISTS poll_votes
(
    poll_id    String,
    session_id String,
    vote       AggregateFunction(argMin, UInt8, Tuple(DateTime64(3, 'UTC'), UUID))
)
ENGINE = AggregatingMergeTree
ORDER BY (poll_id, session_id);

CREATE MATERIALIZED VIEW IF NOT EXISTS poll_votes_mv TO poll_votes AS
SELECT
    element_id AS poll_id,
    session_id,
    argMinState(toUInt8(JSONExtractUInt(metadata, 'option')), (client_ts, event_id)) AS vote
FROM events
WHERE event_type = 'poll_voted' AND element_id != '' AND session_id != ''
    AND JSONExtractString(metadata, 'source') = 'server' AND JSONHas(metadata, 'option')
GROUP BY poll_id, session_id;

-- Polls shown and voted per session and day, beside the quizzes' and surveys' (009), for the
-- analytics tab's poll markers and breakdowns.
CREATE MATERIALIZED VIEW IF NOT EXISTS element_day_sessions_polls_mv TO element_day_sessions AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    event_type,
    element_id,
    uniqCombined64State(14)(session_id) AS sessions
FROM events
WHERE event_type IN ('poll_shown', 'poll_voted') AND element_id != ''
GROUP BY video_id, day, event_type, element_id;

-- The same per (video, day, element) for the retention chart's markers (008's daily counts),
-- once per session and poll.
CREATE MATERIALIZED VIEW IF NOT EXISTS daily_element_counts_polls_mv TO daily_element_counts AS
SELECT
    video_id,
    toDate(client_ts) AS day,
    event_type,
    element_id,
    uniqExactState(concat(session_id, '/', element_id)) AS interactions
FROM events
WHERE event_type IN ('poll_shown', 'poll_voted') AND element_id != ''
GROUP BY video_id, day, event_type, element_id
