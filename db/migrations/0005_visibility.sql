DROP INDEX "videos_created_idx";--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "videos_title_idx" ON "videos" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "videos_duration_idx" ON "videos" USING btree ("duration","id");--> statement-breakpoint
CREATE INDEX "videos_created_idx" ON "videos" USING btree ("created_at","id");