CREATE TABLE "polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"video_id" integer NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"timecode" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "polls_video_idx" ON "polls" USING btree ("video_id");