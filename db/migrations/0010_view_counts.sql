ALTER TABLE "videos" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "videos_view_count_idx" ON "videos" USING btree ("view_count","id");
