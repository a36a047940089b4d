CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"playlist_url" text NOT NULL,
	"playlist_id" text NOT NULL,
	"name" text,
	"category" text NOT NULL,
	"video_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"stage" text DEFAULT '' NOT NULL,
	"current_video" text,
	"error" text,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"queue_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "import_jobs_status_idx" ON "import_jobs" USING btree ("status");--> statement-breakpoint
CREATE INDEX "videos_youtube_id_idx" ON "videos" USING btree ("youtube_video_id");--> statement-breakpoint
CREATE INDEX "videos_source_url_idx" ON "videos" USING btree ("source_url");