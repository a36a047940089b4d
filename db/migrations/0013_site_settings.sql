CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_name" text NOT NULL,
	"logo_url" text,
	"privacy_markdown" text DEFAULT '' NOT NULL,
	"privacy_updated_at" timestamp with time zone,
	"cookies_markdown" text DEFAULT '' NOT NULL,
	"cookies_updated_at" timestamp with time zone,
	"controller_name" text DEFAULT '' NOT NULL,
	"controller_email" text DEFAULT '' NOT NULL,
	"controller_address" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id" = 1)
);
