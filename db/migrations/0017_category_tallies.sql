-- A category's total (and its video types) read from kept counts, like video_tallies: how many
-- videos of each visibility, type and featured flag each category holds by the spec's rule (a
-- tag, trimmed and not blank, inside the category's name or the name inside the tag, whatever
-- the case), kept by statement triggers on videos (only rows whose tags, visibility, type or
-- featured flag changed) and on categories (a new or renamed category is counted from the
-- videos, under a SHARE lock on videos so that no video written meanwhile is missed). Keys are
-- written in sorted order so concurrent writers never deadlock; a deleted category's rows go
-- with it. Scheduled videos are counted by their visibility; a read subtracts the public ones
-- not yet published, like video_tallies.
CREATE TABLE "category_tallies" (
	"category_id" integer NOT NULL,
	"visibility" text NOT NULL,
	"video_type" text NOT NULL,
	"is_featured" boolean NOT NULL,
	"videos" integer NOT NULL,
	CONSTRAINT "category_tallies_category_id_visibility_video_type_is_featured_pk" PRIMARY KEY("category_id","visibility","video_type","is_featured")
);
--> statement-breakpoint
ALTER TABLE "category_tallies" ADD CONSTRAINT "category_tallies_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION video_in_category(tags text[], category_name text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
  SELECT EXISTS (SELECT 1 FROM unnest(tags) AS tag
    WHERE btrim(lower(tag)) <> ''
      AND (strpos(btrim(lower(tag)), lower(category_name)) > 0
        OR strpos(lower(category_name), btrim(lower(tag))) > 0))
$$;
--> statement-breakpoint
CREATE FUNCTION category_tallies_videos_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO category_tallies AS tally (category_id, visibility, video_type, is_featured, videos)
    SELECT c.id, v.visibility, coalesce(lower(v.video_type), ''), v.is_featured, count(*)
    FROM inserted_videos AS v JOIN categories AS c ON video_in_category(v.tags, c.name)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (category_id, visibility, video_type, is_featured)
      DO UPDATE SET videos = tally.videos + excluded.videos;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION category_tallies_videos_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO category_tallies AS tally (category_id, visibility, video_type, is_featured, videos)
    SELECT c.id, v.visibility, coalesce(lower(v.video_type), ''), v.is_featured, -count(*)
    FROM deleted_videos AS v JOIN categories AS c ON video_in_category(v.tags, c.name)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (category_id, visibility, video_type, is_featured)
      DO UPDATE SET videos = tally.videos + excluded.videos;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION category_tallies_videos_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO category_tallies AS tally (category_id, visibility, video_type, is_featured, videos)
    SELECT category_id, visibility, video_type, is_featured, sum(change)
    FROM (SELECT c.id AS category_id, v.visibility, coalesce(lower(v.video_type), '') AS video_type,
          v.is_featured, v.change
        FROM (SELECT n.tags, n.visibility, n.video_type, n.is_featured, 1 AS change
            FROM updated_videos AS n JOIN replaced_videos AS o ON o.id = n.id
            WHERE (n.tags, n.visibility, n.video_type, n.is_featured)
              IS DISTINCT FROM (o.tags, o.visibility, o.video_type, o.is_featured)
          UNION ALL
          SELECT o.tags, o.visibility, o.video_type, o.is_featured, -1
            FROM updated_videos AS n JOIN replaced_videos AS o ON o.id = n.id
            WHERE (n.tags, n.visibility, n.video_type, n.is_featured)
              IS DISTINCT FROM (o.tags, o.visibility, o.video_type, o.is_featured)
        ) AS v
        JOIN categories AS c ON video_in_category(v.tags, c.name)
    ) AS changes
    GROUP BY 1, 2, 3, 4 HAVING sum(change) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (category_id, visibility, video_type, is_featured)
      DO UPDATE SET videos = tally.videos + excluded.videos;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION category_tallies_count(category_ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- Videos written from here on wait for this transaction; those written before are counted.
  LOCK TABLE videos IN SHARE MODE;
  DELETE FROM category_tallies WHERE category_id = ANY (category_ids);
  INSERT INTO category_tallies (category_id, visibility, video_type, is_featured, videos)
    SELECT c.id, v.visibility, coalesce(lower(v.video_type), ''), v.is_featured, count(*)
    FROM categories AS c JOIN videos AS v ON video_in_category(v.tags, c.name)
    WHERE c.id = ANY (category_ids)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
END
$$;
--> statement-breakpoint
CREATE FUNCTION category_tallies_categories_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM category_tallies_count(ARRAY(SELECT id FROM inserted_categories));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION category_tallies_categories_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM category_tallies_count(ARRAY(
    SELECT n.id FROM updated_categories AS n JOIN replaced_categories AS o ON o.id = n.id
    WHERE n.name IS DISTINCT FROM o.name));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER category_tallies_videos_inserted_trigger
  AFTER INSERT ON videos REFERENCING NEW TABLE AS inserted_videos
  FOR EACH STATEMENT EXECUTE FUNCTION category_tallies_videos_inserted();
--> statement-breakpoint
CREATE TRIGGER category_tallies_videos_deleted_trigger
  AFTER DELETE ON videos REFERENCING OLD TABLE AS deleted_videos
  FOR EACH STATEMENT EXECUTE FUNCTION category_tallies_videos_deleted();
--> statement-breakpoint
CREATE TRIGGER category_tallies_videos_updated_trigger
  AFTER UPDATE ON videos REFERENCING OLD TABLE AS replaced_videos NEW TABLE AS updated_videos
  FOR EACH STATEMENT EXECUTE FUNCTION category_tallies_videos_updated();
--> statement-breakpoint
CREATE TRIGGER category_tallies_categories_inserted_trigger
  AFTER INSERT ON categories REFERENCING NEW TABLE AS inserted_categories
  FOR EACH STATEMENT EXECUTE FUNCTION category_tallies_categories_inserted();
--> statement-breakpoint
CREATE TRIGGER category_tallies_categories_updated_trigger
  AFTER UPDATE ON categories REFERENCING OLD TABLE AS replaced_categories NEW TABLE AS updated_categories
  FOR EACH STATEMENT EXECUTE FUNCTION category_tallies_categories_updated();
--> statement-breakpoint
SELECT category_tallies_count(ARRAY(SELECT id FROM categories));
