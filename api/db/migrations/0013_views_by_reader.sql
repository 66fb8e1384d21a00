CREATE TABLE "chart_view_readers" (
	"chart_id" integer NOT NULL,
	"reader" bigint NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "chart_view_readers_chart_id_reader_pk" PRIMARY KEY("chart_id","reader")
);
--> statement-breakpoint
CREATE TABLE "view_seeds" (
	"day" date PRIMARY KEY NOT NULL,
	"seed" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chart_view_readers" ADD CONSTRAINT "chart_view_readers_chart_id_charts_id_fk" FOREIGN KEY ("chart_id") REFERENCES "public"."charts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chart_view_readers_until_idx" ON "chart_view_readers" USING btree ("until");