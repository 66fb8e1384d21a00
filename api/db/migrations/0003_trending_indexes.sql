CREATE INDEX "chart_likes_created_at_idx" ON "chart_likes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chart_views_daily_day_idx" ON "chart_views_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "comments_created_at_idx" ON "comments" USING btree ("created_at");