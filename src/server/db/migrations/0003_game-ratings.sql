CREATE TABLE "game_ratings" (
	"game_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_ratings_game_id_user_id_pk" PRIMARY KEY("game_id","user_id"),
	CONSTRAINT "game_ratings_rating_range" CHECK ("game_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "game_ratings" ADD CONSTRAINT "game_ratings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_ratings" ADD CONSTRAINT "game_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;