-- Search and the category rule at catalogue scale.
--
-- The category rule (a tag contains the category's name, or the name contains the tag) reads
-- two columns the database derives from the tags (STORED generated columns, so every write
-- path keeps them): the tags trimmed, lower case and never blank, as an array ("the name
-- contains the tag": an overlap with the name's substrings, GIN-indexed) and as one text with
-- each tag between unit separators (U+001F; "a tag contains the name": a LIKE, trigram-indexed
-- where pg_trgm is).
CREATE FUNCTION videos_tag_keys(tags text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(key), '{}')
    FROM (SELECT btrim(lower(tag)) AS key FROM unnest(tags) AS tag) AS keys
    WHERE key <> ''
  $$;
--> statement-breakpoint
CREATE FUNCTION videos_tag_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT E'\x1f' || string_agg(key, E'\x1f') || E'\x1f'
    FROM (SELECT btrim(lower(tag)) AS key FROM unnest(tags) AS tag) AS keys
    WHERE key <> ''
  $$;
--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "tag_keys" text[] GENERATED ALWAYS AS (videos_tag_keys(tags)) STORED;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "tag_text" text GENERATED ALWAYS AS (videos_tag_text(tags)) STORED;--> statement-breakpoint
CREATE INDEX "videos_tag_keys_idx" ON "videos" USING gin ("tag_keys");--> statement-breakpoint
-- Typo tolerance compares a search word with the words of the titles, tags and authors: every
-- word of four or more letters (the full-text parser's letter tokens), lower case, kept by
-- statement triggers on videos. Words are only added (a word whose videos are gone stays: the
-- full text then finds nothing for it), in sorted order so concurrent writers never deadlock.
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION video_search_terms(title text, tags text[], author text) RETURNS SETOF text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT DISTINCT lower(token)
    FROM ts_parse('default', concat_ws(' ', title, array_to_string(tags, ' '), author))
    -- asciiword, word, hword_part, hword_asciipart: tokens of letters only
    WHERE tokid IN (1, 2, 10, 11) AND char_length(token) >= 4
  $$;
--> statement-breakpoint
CREATE FUNCTION search_terms_add_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_terms (term)
    SELECT DISTINCT term FROM inserted_videos, video_search_terms(title, tags, author) AS term
    ORDER BY term
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION search_terms_add_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_terms (term)
    SELECT DISTINCT term
    FROM updated_videos AS after JOIN replaced_videos AS before USING (id),
      video_search_terms(after.title, after.tags, after.author) AS term
    WHERE (after.title, after.tags, after.author)
      IS DISTINCT FROM (before.title, before.tags, before.author)
    ORDER BY term
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_terms_inserted_trigger
  AFTER INSERT ON videos REFERENCING NEW TABLE AS inserted_videos
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_add_inserted();
--> statement-breakpoint
CREATE TRIGGER search_terms_updated_trigger
  AFTER UPDATE ON videos REFERENCING OLD TABLE AS replaced_videos NEW TABLE AS updated_videos
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_add_updated();
--> statement-breakpoint
INSERT INTO search_terms (term)
  SELECT DISTINCT term FROM videos, video_search_terms(title, tags, author) AS term
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The catalogue words most like `word` (pg_trgm's word_similarity, 0.6 or more: the `<%`
-- operator's default threshold), best first, at most `how_many`; none where pg_trgm is not
-- installed, which it checks on each call, so a server that gains the extension later gains
-- typo tolerance (its index then made by hand, as below).
CREATE FUNCTION search_terms_like(word text, how_many integer) RETURNS text[]
  LANGUAGE plpgsql STABLE
  AS $$
DECLARE
  found text[];
BEGIN
  IF to_regoperator('<%(text,text)') IS NULL THEN
    RETURN '{}';
  END IF;
  EXECUTE 'SELECT coalesce(array_agg(term ORDER BY likeness DESC, term), ''{}'')
    FROM (SELECT term, word_similarity($1, term) AS likeness FROM search_terms
      WHERE $1 <% term ORDER BY likeness DESC, term LIMIT $2) AS best'
    INTO found USING word, how_many;
  RETURN found;
END
$$;
--> statement-breakpoint
-- Trigram indexes need the pg_trgm extension. A server without it still migrates: its search
-- then has no typo tolerance, and "a tag contains the name" reads the tag text unindexed.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available (%): search without typo tolerance', SQLERRM;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  IF to_regoperator('<%(text,text)') IS NOT NULL THEN
    CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
    CREATE INDEX "videos_tag_text_trgm_idx" ON "videos" USING gin ("tag_text" gin_trgm_ops);
  END IF;
END
$$;
