CREATE TABLE "media_assets" (
	"id" text PRIMARY KEY NOT NULL,
	"video_id" integer,
	"original_file" text NOT NULL,
	"original_name" text,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"duration" double precision NOT NULL,
	"width" integer,
	"height" integer,
	"video_codec" text,
	"audio_codec" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"step" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"renditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_assets_video_idx" ON "media_assets" USING btree ("video_id");