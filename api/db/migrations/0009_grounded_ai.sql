CREATE TABLE "series_cache" (
	"source" text NOT NULL,
	"indicator" text NOT NULL,
	"entity" text NOT NULL,
	"series" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "series_cache_source_indicator_entity_pk" PRIMARY KEY("source","indicator","entity")
);
--> statement-breakpoint
ALTER TABLE "charts" ADD COLUMN "sources" jsonb;--> statement-breakpoint
ALTER TABLE "charts" ADD COLUMN "plan" jsonb;