ALTER TABLE "charts" ADD COLUMN "live" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "charts" ADD COLUMN "data_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "charts" ADD COLUMN "refresh_error" text;--> statement-breakpoint
ALTER TABLE "charts" ADD COLUMN "next_refresh_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "charts_next_refresh_at_idx" ON "charts" USING btree ("next_refresh_at") WHERE "charts"."live";--> statement-breakpoint
UPDATE "charts" SET "data_updated_at" = "updated_at";--> statement-breakpoint
UPDATE "charts" SET "live" = true, "next_refresh_at" = now() WHERE "data_source" = 'ticker';
