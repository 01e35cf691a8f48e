CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"category" text NOT NULL,
	"author" text NOT NULL,
	"author_title" text,
	"read_time" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"handled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"relationship" text DEFAULT 'parent' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "family_links_not_self" CHECK ("family_links"."parent_id" <> "family_links"."child_id")
);
--> statement-breakpoint
CREATE TABLE "game_plays" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"skill_level" numeric(3, 1) DEFAULT '0' NOT NULL,
	"high_score" integer DEFAULT 0 NOT NULL,
	"total_plays" integer DEFAULT 0 NOT NULL,
	"last_played" timestamp with time zone,
	"badges" text[] DEFAULT '{}'::text[] NOT NULL,
	"completed_levels" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"play_id" integer NOT NULL,
	"score" integer NOT NULL,
	"time_spent" integer NOT NULL,
	"correct_answers" integer NOT NULL,
	"total_questions" integer NOT NULL,
	"difficulty" text,
	"level" integer,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"date_completed" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_scores_correct_le_total" CHECK ("game_scores"."correct_answers" <= "game_scores"."total_questions")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"gradelevel" text,
	"image_url" text,
	"rating" numeric(2, 1) DEFAULT '0' NOT NULL,
	"age_range" text NOT NULL,
	"skill_type" text NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"haslevels" boolean DEFAULT false NOT NULL,
	"totallevels" integer DEFAULT 0 NOT NULL,
	"availablebadges" text[] DEFAULT '{}'::text[] NOT NULL,
	"rules" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "merchandise" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"points_cost" integer NOT NULL,
	"price_dollars" numeric(10, 2) NOT NULL,
	"inventory" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"average_rating" numeric(2, 1) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchandise_inventory_not_negative" CHECK ("merchandise"."inventory" >= 0),
	CONSTRAINT "merchandise_points_cost_not_negative" CHECK ("merchandise"."points_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "merchandise_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchandise_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"date_submitted" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "merchandise_reviews_rating_range" CHECK ("merchandise_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"ref_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"merchandise_id" integer,
	"item_name" text NOT NULL,
	"item_image_url" text,
	"item_description" text DEFAULT '' NOT NULL,
	"payment_type" text NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"amount_paid" numeric(10, 2) DEFAULT '0.00' NOT NULL,
	"purchase_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subject" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"completed" boolean DEFAULT false NOT NULL,
	"duration" integer,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"rating" numeric(2, 1) DEFAULT '5.0' NOT NULL,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"tutor_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"date_submitted" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tutor_reviews_rating_range" CHECK ("tutor_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "tutor_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"tutor_id" integer NOT NULL,
	"subject" text NOT NULL,
	"session_type" text NOT NULL,
	"date" text NOT NULL,
	"time" text NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"notes" text,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image_url" text,
	"bio" text NOT NULL,
	"subjects" text NOT NULL,
	"grade_level" text NOT NULL,
	"session_type" text NOT NULL,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject_keys" text[] GENERATED ALWAYS AS (regexp_split_to_array(lower(btrim(subjects)), '[[:space:]]*,[[:space:]]*')) STORED NOT NULL,
	"rating" numeric(2, 1) DEFAULT '0' NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_email_verified" boolean DEFAULT false NOT NULL,
	"user_type" text DEFAULT 'student' NOT NULL,
	"grade" text,
	"age" integer,
	"profile_pic" text,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_points_not_negative" CHECK ("users"."points" >= 0),
	CONSTRAINT "users_user_type_valid" CHECK ("users"."user_type" in ('student', 'parent'))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_progress" ADD CONSTRAINT "game_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_progress" ADD CONSTRAINT "game_progress_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_play_id_game_plays_id_fk" FOREIGN KEY ("play_id") REFERENCES "public"."game_plays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise_reviews" ADD CONSTRAINT "merchandise_reviews_merchandise_id_merchandise_id_fk" FOREIGN KEY ("merchandise_id") REFERENCES "public"."merchandise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchandise_reviews" ADD CONSTRAINT "merchandise_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_merchandise_id_merchandise_id_fk" FOREIGN KEY ("merchandise_id") REFERENCES "public"."merchandise"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD CONSTRAINT "tutor_reviews_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_reviews" ADD CONSTRAINT "tutor_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_sessions" ADD CONSTRAINT "tutor_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_sessions" ADD CONSTRAINT "tutor_sessions_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_active_published_idx" ON "articles" USING btree ("is_active","published_at");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category");--> statement-breakpoint
CREATE INDEX "contact_messages_handled_created_idx" ON "contact_messages" USING btree ("handled","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_token_hash_key" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_tokens_user_id_idx" ON "email_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_links_open_pair_key" ON "family_links" USING btree ("parent_id","child_id") WHERE "family_links"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "family_links_parent_idx" ON "family_links" USING btree ("parent_id","status");--> statement-breakpoint
CREATE INDEX "family_links_child_idx" ON "family_links" USING btree ("child_id","status");--> statement-breakpoint
CREATE INDEX "game_plays_user_id_idx" ON "game_plays" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_progress_user_game_key" ON "game_progress" USING btree ("user_id","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_scores_play_id_key" ON "game_scores" USING btree ("play_id");--> statement-breakpoint
CREATE INDEX "game_scores_user_date_idx" ON "game_scores" USING btree ("user_id","date_completed");--> statement-breakpoint
CREATE INDEX "game_scores_game_score_idx" ON "game_scores" USING btree ("game_id","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_scores_game_user_score_idx" ON "game_scores" USING btree ("game_id","user_id","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "merchandise_active_idx" ON "merchandise" USING btree ("is_active","is_deleted");--> statement-breakpoint
CREATE UNIQUE INDEX "merchandise_reviews_item_user_key" ON "merchandise_reviews" USING btree ("merchandise_id","user_id");--> statement-breakpoint
CREATE INDEX "merchandise_reviews_item_date_idx" ON "merchandise_reviews" USING btree ("merchandise_id","date_submitted");--> statement-breakpoint
CREATE INDEX "points_ledger_user_created_idx" ON "points_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "purchases_user_date_idx" ON "purchases" USING btree ("user_id","purchase_date");--> statement-breakpoint
CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "study_sessions_one_open_key" ON "study_sessions" USING btree ("user_id") WHERE "study_sessions"."completed" = false;--> statement-breakpoint
CREATE INDEX "study_sessions_user_start_idx" ON "study_sessions" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_reviews_tutor_user_key" ON "tutor_reviews" USING btree ("tutor_id","user_id");--> statement-breakpoint
CREATE INDEX "tutor_reviews_tutor_date_idx" ON "tutor_reviews" USING btree ("tutor_id","date_submitted");--> statement-breakpoint
CREATE INDEX "tutor_reviews_user_id_idx" ON "tutor_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tutor_sessions_tutor_start_key" ON "tutor_sessions" USING btree ("tutor_id","starts_at") WHERE "tutor_sessions"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "tutor_sessions_user_start_idx" ON "tutor_sessions" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "tutor_sessions_reminder_due_idx" ON "tutor_sessions" USING btree ("starts_at") WHERE "tutor_sessions"."status" = 'scheduled' and "tutor_sessions"."reminder_sent_at" is null;--> statement-breakpoint
CREATE INDEX "tutors_active_rating_idx" ON "tutors" USING btree ("is_active","rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "tutors_subject_keys_idx" ON "tutors" USING gin ("subject_keys");--> statement-breakpoint
CREATE INDEX "tutors_grade_level_idx" ON "tutors" USING btree ("grade_level");--> statement-breakpoint
CREATE INDEX "tutors_session_type_idx" ON "tutors" USING btree ("session_type");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));