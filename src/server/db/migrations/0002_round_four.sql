ALTER TABLE "email_tokens" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text DEFAULT '' NOT NULL;