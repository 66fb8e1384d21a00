CREATE TABLE "ai_answers" (
	"query_hash" text PRIMARY KEY NOT NULL,
	"query" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ai_answers_created_at_idx" ON "ai_answers" USING btree ("created_at");