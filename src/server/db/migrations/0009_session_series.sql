ALTER TABLE "tutor_sessions" ADD COLUMN "series_id" text;--> statement-breakpoint
CREATE INDEX "tutor_sessions_series_idx" ON "tutor_sessions" USING btree ("series_id","starts_at");