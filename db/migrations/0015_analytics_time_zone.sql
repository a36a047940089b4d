ALTER TABLE "site_settings" ADD COLUMN "analytics_time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
-- survey_answer_days (0004) counts each response on its day in the site's analytics time zone,
-- as the event store's rollups count every other figure: the zone saved in the settings, UTC
-- before the first save. A change of zone rebuilds the table from the responses
-- (rebuild_survey_answer_days, called by the save in the same transaction).
CREATE FUNCTION analytics_time_zone() RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT analytics_time_zone FROM site_settings WHERE id = 1), 'UTC')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION survey_answer_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := analytics_time_zone();
BEGIN
  INSERT INTO survey_answer_days (survey_id, day, question_id, value, answers)
  SELECT r.survey_id, (r.created_at AT TIME ZONE zone)::date, v.question_id, v.value, count(*)
  FROM added AS r, survey_answer_values(r.survey_id, r.responses) AS v
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (survey_id, day, question_id, value)
  DO UPDATE SET answers = survey_answer_days.answers + EXCLUDED.answers;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION survey_answer_days_remove() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := analytics_time_zone();
BEGIN
  UPDATE survey_answer_days AS d SET answers = d.answers - gone.answers
  FROM (
    SELECT r.survey_id, (r.created_at AT TIME ZONE zone)::date AS day, v.question_id, v.value,
      count(*) AS answers
    FROM removed AS r, survey_answer_values(r.survey_id, r.responses) AS v
    GROUP BY 1, 2, 3, 4
  ) AS gone
  WHERE d.survey_id = gone.survey_id AND d.day = gone.day
    AND d.question_id = gone.question_id AND d.value = gone.value;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every response counted again on its day in the zone now saved. Responses are counted by their
-- survey's questions as they are now (a question whose type changed since counts by its new
-- type). The caller holds a lock that keeps responses from being written meanwhile.
CREATE FUNCTION rebuild_survey_answer_days() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text := analytics_time_zone();
BEGIN
  DELETE FROM survey_answer_days;
  INSERT INTO survey_answer_days (survey_id, day, question_id, value, answers)
  SELECT r.survey_id, (r.created_at AT TIME ZONE zone)::date, v.question_id, v.value, count(*)
  FROM survey_responses AS r, survey_answer_values(r.survey_id, r.responses) AS v
  GROUP BY 1, 2, 3, 4;
END $$;
