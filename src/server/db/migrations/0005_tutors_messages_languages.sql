CREATE TABLE "lesson_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_practice_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"game_id" integer,
	"level" integer,
	"article_id" integer,
	CONSTRAINT "lesson_practice_items_kind_fields" CHECK (("lesson_practice_items"."kind" = 'game' and "lesson_practice_items"."game_id" is not null and "lesson_practice_items"."level" is not null and "lesson_practice_items"."article_id" is null)
        or ("lesson_practice_items"."kind" = 'article' and "lesson_practice_items"."article_id" is not null and "lesson_practice_items"."game_id" is null and "lesson_practice_items"."level" is null))
);
--> statement-breakpoint
CREATE TABLE "conversation_reads" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	"last_mailed_at" timestamp with time zone,
	CONSTRAINT "conversation_reads_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"learner_id" integer NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"reporter_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer,
	"sender_role" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_hours" (
	"tutor_id" integer PRIMARY KEY NOT NULL,
	"weekly" jsonb NOT NULL,
	"time_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"session_types" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_invites" (
	"tutor_id" integer PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_kept_sessions" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_user_type_valid";--> statement-breakpoint
ALTER TABLE "article_reads" ADD COLUMN "last_read_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_sessions" ADD COLUMN "booked_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "tutor_sessions" ADD COLUMN "tutor_cancel_reason" text;--> statement-breakpoint
ALTER TABLE "tutor_sessions" ADD COLUMN "series_id" text;--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_session_id_tutor_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutor_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_practice_items" ADD CONSTRAINT "lesson_practice_items_note_id_lesson_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."lesson_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_practice_items" ADD CONSTRAINT "lesson_practice_items_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_practice_items" ADD CONSTRAINT "lesson_practice_items_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_hours" ADD CONSTRAINT "tutor_hours_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_invites" ADD CONSTRAINT "tutor_invites_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_kept_sessions" ADD CONSTRAINT "tutor_kept_sessions_session_id_tutor_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutor_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_notes_session_id_key" ON "lesson_notes" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "lesson_notes_created_at_idx" ON "lesson_notes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_practice_items_note_position_key" ON "lesson_practice_items" USING btree ("note_id","position");--> statement-breakpoint
CREATE INDEX "lesson_practice_items_game_id_idx" ON "lesson_practice_items" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "lesson_practice_items_article_id_idx" ON "lesson_practice_items" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "conversation_reads_user_idx" ON "conversation_reads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_tutor_learner_key" ON "conversations" USING btree ("tutor_id","learner_id");--> statement-breakpoint
CREATE INDEX "conversations_learner_idx" ON "conversations" USING btree ("learner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_message_reporter_key" ON "message_reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "message_reports_open_idx" ON "message_reports" USING btree ("created_at") WHERE "message_reports"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "message_reports_handled_idx" ON "message_reports" USING btree ("handled_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_id_idx" ON "messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "messages_sender_created_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_invites_token_hash_key" ON "tutor_invites" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "tutor_sessions" ADD CONSTRAINT "tutor_sessions_booked_by_user_id_users_id_fk" FOREIGN KEY ("booked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutors" ADD CONSTRAINT "tutors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tutor_sessions_series_idx" ON "tutor_sessions" USING btree ("series_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tutors_user_id_key" ON "tutors" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_valid" CHECK ("users"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_user_type_valid" CHECK ("users"."user_type" in ('student', 'parent', 'tutor'));