ALTER TABLE "game_scores" ADD COLUMN "skill_before" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "game_scores" ADD COLUMN "skill_after" numeric(3, 1);