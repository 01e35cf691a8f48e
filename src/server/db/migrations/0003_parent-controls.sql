CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"summary" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
CREATE TABLE "child_settings" (
	"child_id" integer PRIMARY KEY NOT NULL,
	"approve_purchases" boolean DEFAULT false NOT NULL,
	"approve_bookings" boolean DEFAULT false NOT NULL,
	"daily_game_minutes" integer,
	"quiet_from" text,
	"quiet_to" text,
	"quiet_time_zone" text,
	"extra_time_percent" integer DEFAULT 100 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_settings_minutes_range" CHECK ("child_settings"."daily_game_minutes" between 15 and 240),
	CONSTRAINT "child_settings_extra_time" CHECK ("child_settings"."extra_time_percent" in (100, 150, 200))
);
--> statement-breakpoint
CREATE TABLE "digest_opt_outs" (
	"parent_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_settings" ADD CONSTRAINT "child_settings_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_settings" ADD CONSTRAINT "child_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_opt_outs" ADD CONSTRAINT "digest_opt_outs_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_child_status_idx" ON "approval_requests" USING btree ("child_id","status","created_at");--> statement-breakpoint
CREATE INDEX "approval_requests_waiting_expiry_idx" ON "approval_requests" USING btree ("expires_at") WHERE "approval_requests"."status" = 'waiting';