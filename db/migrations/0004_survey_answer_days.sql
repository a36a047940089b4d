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
CREATE INDEX "survey_responses_survey_time_idx" ON "survey_responses" USING btree ("survey_id","created_at");--> statement-breakpoint
-- What a response counts for, per question it answers (one rule for the trigger and the back-fill
-- below): '' (answered at all), then by the question's type now: each option chosen of a
-- multiple choice (as jsonb_exists matches: string elements, or the string itself), the value
-- as text of any other but a text question (a choice, yes or no, a rating). A question no
-- longer in the survey counts as answered only.
CREATE FUNCTION survey_answer_values(survey integer, answers jsonb)
RETURNS TABLE (question_id text, value text)
LANGUAGE sql STABLE AS $$
  SELECT DISTINCT a.key, v.value
  FROM jsonb_each(answers) AS a
  LEFT JOIN LATERAL (
    SELECT q ->> 'type' AS type
    FROM surveys s, jsonb_array_elements(s.questions) AS q
    WHERE s.id = survey AND q ->> 'id' = a.key
    LIMIT 1
  ) AS question ON true
  CROSS JOIN LATERAL (
    SELECT '' AS value
    UNION ALL
    SELECT e.value FROM jsonb_array_elements(
      CASE WHEN question.type = 'multiple_choice' AND jsonb_typeof(a.value) = 'array' THEN a.value ELSE '[]' END
    ) AS x, LATERAL (SELECT x #>> '{}' AS value) AS e
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
-- its counts (by the survey's questions at that time).
CREATE FUNCTION survey_answer_days_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE survey_answer_days AS d SET answers = d.answers - 1
    FROM survey_answer_values(OLD.survey_id, OLD.responses) AS v
    WHERE d.survey_id = OLD.survey_id AND d.day = (OLD.created_at AT TIME ZONE 'UTC')::date
      AND d.question_id = v.question_id AND d.value = v.value;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO survey_answer_days (survey_id, day, question_id, value, answers)
    SELECT NEW.survey_id, (NEW.created_at AT TIME ZONE 'UTC')::date, v.question_id, v.value, 1
    FROM survey_answer_values(NEW.survey_id, NEW.responses) AS v
    ON CONFLICT (survey_id, day, question_id, value)
    DO UPDATE SET answers = survey_answer_days.answers + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER survey_answer_days_count
AFTER INSERT OR DELETE OR UPDATE OF survey_id, responses, created_at ON survey_responses
FOR EACH ROW EXECUTE FUNCTION survey_answer_days_count();
--> statement-breakpoint
INSERT INTO survey_answer_days (survey_id, day, question_id, value, answers)
SELECT r.survey_id, (r.created_at AT TIME ZONE 'UTC')::date, v.question_id, v.value, count(*)
FROM survey_responses AS r, survey_answer_values(r.survey_id, r.responses) AS v
GROUP BY 1, 2, 3, 4;
