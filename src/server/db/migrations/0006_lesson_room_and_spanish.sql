CREATE TABLE "lesson_bus_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"peer_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"media" jsonb NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"alive_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "summary_es" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "content_es" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "merchandise" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "merchandise" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "content_es" text;--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "bio_es" text;--> statement-breakpoint
ALTER TABLE "lesson_visits" ADD CONSTRAINT "lesson_visits_session_id_tutor_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutor_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_visits" ADD CONSTRAINT "lesson_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_visits_peer_key" ON "lesson_visits" USING btree ("peer_id");--> statement-breakpoint
CREATE INDEX "lesson_visits_session_idx" ON "lesson_visits" USING btree ("session_id","joined_at");--> statement-breakpoint
CREATE INDEX "lesson_visits_open_idx" ON "lesson_visits" USING btree ("session_id") WHERE "lesson_visits"."left_at" is null;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_session_id_tutor_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutor_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_session_idx" ON "messages" USING btree ("session_id","id") WHERE "messages"."session_id" is not null;