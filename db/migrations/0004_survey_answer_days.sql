CREATE TABLE "survey_answer_days" (
	"survey_id" integer NOT NULL,
	"day" date NOT NULL,
	"question_id" text NOT NULL,
	"value" text NOT NULL,
	"answers" integer NOT NULL,
	CONSTRAINT "survey_answer_days_survey_id_day_question_id_value_pk" PRIMARY KEY("survey_id","day","question_id","value")
);
--> statement-breakpoint
DROP INDEX "survey_responses_survey_idx";--> statement-breakpoint
ALTER TABLE "survey_answer_days" ADD CONSTRAINT "survey_answer_days_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_responses_survey_time_idx" ON "survey_responses" USING btree ("survey_id","created_at","id");--> statement-breakpoint
-- What a response counts for, per question it answers (one rule for the trigger and the back-fill
-- below): '' (answered at all), then by the question's type now: each option chosen of a
-- multiple choice (as jsonb_exists matches: string elements, or the string itself), the value
-- as text of any other but a text question (a choice, yes or no, a rating). A question no
-- longer in the survey counts as answered only.
CREATE FUNCTION survey_answer_values(survey integer, answers jsonb)
RETURNS TABLE (question_id text, value text)
LANGUAGE sql STABLE AS $$
  WITH question AS (
    SELECT q ->> 'id' AS id, q ->> 'type' AS type
    FROM surveys AS s, jsonb_array_elements(s.questions) AS q
    WHERE s.id = survey
  )
  SELECT DISTINCT a.key, v.value
  FROM jsonb_each(answers) AS a
  LEFT JOIN question ON question.id = a.key
  CROSS JOIN LATERAL (
    SELECT '' AS value
    UNION ALL
    SELECT x #>> '{}' FROM jsonb_array_elements(
      CASE WHEN question.type = 'multiple_choice' AND jsonb_typeof(a.value) = 'array' THEN a.value ELSE '[]' END
    ) AS x
    WHERE jsonb_typeof(x) = 'string'
    UNION ALL
    SELECT a.value #>> '{}'
    WHERE question.type IS NOT NULL AND question.type <> 'text'
      AND jsonb_typeof(a.value) IN ('string', 'number', 'boolean')
      AND (question.type <> 'multiple_choice' OR jsonb_typeof(a.value) = 'string')
  ) AS v
$$;
--> statement-breakpoint
-- A response counts once on the UTC day it was stored; an update or a delete moves or removes
-- its counts (by the survey's questions at that time). Per statement, from its transition
-- tables: a bulk insert (an archive's import) is one upsert per day and value, not per row.
CREATE FUNCTION survey_answer_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO survey_answer_days (survey_id, day, question_id, value, answers)
  SELECT r.survey_id, (r.created_at AT TIME ZONE 'UTC')::date, v.question_id, v.value, count(*)
  FROM added AS r, survey_answer_values(r.survey_id, r.responses) AS v
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (survey_id, day, question_id, value)
  DO UPDATE SET answers = survey_answer_days.answers + EXCLUDED.answers;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION survey_answer_days_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE survey_answer_days AS d SET answers = d.answers - gone.answers
  FROM (
    SELECT r.survey_id, (r.created_at AT TIME ZONE 'UTC')::date AS day, v.question_id, v.value,
      count(*) AS answers
    FROM removed AS r, survey_answer_values(r.survey_id, r.responses) AS v
    GROUP BY 1, 2, 3, 4
  ) AS gone
  WHERE d.survey_id = gone.survey_id AND d.day = gone.day
    AND d.question_id = gone.question_id AND d.value = gone.value;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER survey_answer_days_insert AFTER INSERT ON survey_responses
REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION survey_answer_days_add();
--> statement-breakpoint
CREATE TRIGGER survey_answer_days_delete AFTER DELETE ON survey_responses
REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION survey_answer_days_remove();
--> statement-breakpoint
-- An update: the old rows' counts out, then the new rows' in (two triggers, in name order).
CREATE TRIGGER survey_answer_days_update_1 AFTER UPDATE ON survey_responses
REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION survey_answer_days_remove();
--> statement-breakpoint
CREATE TRIGGER survey_answer_days_update_2 AFTER UPDATE ON survey_responses
REFERENCING NEW TABLE AS added
FOR EACH STATEMENT EXECUTE FUNCTION survey_answer_days_add();
--> statement-breakpoint
INSERT INTO survey_answer_days (survey_id, day, question_id, value, answers)
SELECT r.survey_id, (r.created_at AT TIME ZONE 'UTC')::date, v.question_id, v.value, count(*)
FROM survey_responses AS r, survey_answer_values(r.survey_id, r.responses) AS v
GROUP BY 1, 2, 3, 4;
