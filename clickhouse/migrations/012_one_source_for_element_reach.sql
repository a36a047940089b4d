-- The retention markers and the period's quiz and survey completion now read element_day_sessions
-- (009), the rows the question breakdowns read, so a marker, its breakdown and the Interactive
-- Performance bars give one figure for one element. Nothing reads daily_element_counts any more:
-- its views stop writing, and the table (exact sets, four to five times dearer to merge) goes.
DROP VIEW IF EXISTS daily_element_counts_polls_mv;

DROP VIEW IF EXISTS daily_element_counts_mv;

DROP TABLE IF EXISTS daily_element_counts;

-- The all-time summary's quiz and survey completion reads the same rows over every day, so
-- 004's exact lifetime sets (833,000 members for a hot video's quiz at 100 M events) go too.
DROP VIEW IF EXISTS element_counts_mv;

DROP TABLE IF EXISTS element_counts
