CREATE TABLE "tutor_invites" (
	"tutor_id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_user_type_valid";--> statement-breakpoint
ALTER TABLE "tutor_sessions" ADD COLUMN "booked_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "tutor_sessions" ADD COLUMN "tutor_cancel_reason" text;--> statement-breakpoint
ALTER TABLE "tutor_invites" ADD CONSTRAINT "tutor_invites_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_invites_token_hash_key" ON "tutor_invites" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "tutor_sessions" ADD CONSTRAINT "tutor_sessions_booked_by_user_id_users_id_fk" FOREIGN KEY ("booked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_valid" CHECK ("users"."user_type" in ('student', 'parent', 'tutor'));