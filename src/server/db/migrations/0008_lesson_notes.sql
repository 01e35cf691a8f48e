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
ALTER TABLE "article_reads" ADD COLUMN "last_read_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_session_id_tutor_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."tutor_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_practice_items" ADD CONSTRAINT "lesson_practice_items_note_id_lesson_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."lesson_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_practice_items" ADD CONSTRAINT "lesson_practice_items_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_practice_items" ADD CONSTRAINT "lesson_practice_items_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_notes_session_id_key" ON "lesson_notes" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "lesson_notes_created_at_idx" ON "lesson_notes" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_practice_items_note_position_key" ON "lesson_practice_items" USING btree ("note_id","position");--> statement-breakpoint
CREATE INDEX "lesson_practice_items_game_id_idx" ON "lesson_practice_items" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "lesson_practice_items_article_id_idx" ON "lesson_practice_items" USING btree ("article_id");