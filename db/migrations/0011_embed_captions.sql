ALTER TABLE "videos" ADD COLUMN "embed_captions_on" boolean DEFAULT false NOT NULL;
