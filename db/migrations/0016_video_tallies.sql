-- A list's total without search words, category or duration bounds (the library's first page,
-- the admin's table) read from a few kept counts instead of counting every video: how many
-- videos there are of each visibility, type (lower case, '' for none) and featured flag, kept by
-- statement triggers on videos. Keys are written in sorted order so concurrent writers never
-- deadlock. Scheduled videos are counted by their visibility; a read subtracts the public ones
-- not yet published (few, through the partial index below).
CREATE TABLE "video_tallies" (
	"visibility" text NOT NULL,
	"video_type" text NOT NULL,
	"is_featured" boolean NOT NULL,
	"videos" integer NOT NULL,
	CONSTRAINT "video_tallies_visibility_video_type_is_featured_pk" PRIMARY KEY("visibility","video_type","is_featured")
);
--> statement-breakpoint
CREATE INDEX "videos_publish_at_idx" ON "videos" USING btree ("publish_at") WHERE "videos"."publish_at" IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION video_tallies_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO video_tallies AS tally (visibility, video_type, is_featured, videos)
    SELECT visibility, coalesce(lower(video_type), ''), is_featured, count(*)
    FROM inserted_videos GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (visibility, video_type, is_featured)
      DO UPDATE SET videos = tally.videos + excluded.videos;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION video_tallies_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO video_tallies AS tally (visibility, video_type, is_featured, videos)
    SELECT visibility, coalesce(lower(video_type), ''), is_featured, -count(*)
    FROM deleted_videos GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (visibility, video_type, is_featured)
      DO UPDATE SET videos = tally.videos + excluded.videos;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION video_tallies_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO video_tallies AS tally (visibility, video_type, is_featured, videos)
    SELECT visibility, video_type, is_featured, sum(change)
    FROM (SELECT visibility, coalesce(lower(video_type), '') AS video_type, is_featured, 1 AS change
        FROM updated_videos
      UNION ALL
      SELECT visibility, coalesce(lower(video_type), ''), is_featured, -1 FROM replaced_videos
    ) AS changes
    GROUP BY 1, 2, 3 HAVING sum(change) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (visibility, video_type, is_featured)
      DO UPDATE SET videos = tally.videos + excluded.videos;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER video_tallies_inserted_trigger
  AFTER INSERT ON videos REFERENCING NEW TABLE AS inserted_videos
  FOR EACH STATEMENT EXECUTE FUNCTION video_tallies_inserted();
--> statement-breakpoint
CREATE TRIGGER video_tallies_deleted_trigger
  AFTER DELETE ON videos REFERENCING OLD TABLE AS deleted_videos
  FOR EACH STATEMENT EXECUTE FUNCTION video_tallies_deleted();
--> statement-breakpoint
CREATE TRIGGER video_tallies_updated_trigger
  AFTER UPDATE ON videos REFERENCING OLD TABLE AS replaced_videos NEW TABLE AS updated_videos
  FOR EACH STATEMENT EXECUTE FUNCTION video_tallies_updated();
--> statement-breakpoint
INSERT INTO video_tallies (visibility, video_type, is_featured, videos)
  SELECT visibility, coalesce(lower(video_type), ''), is_featured, count(*)
  FROM videos GROUP BY 1, 2, 3;
