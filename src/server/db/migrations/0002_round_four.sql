ALTER TABLE "email_tokens" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;