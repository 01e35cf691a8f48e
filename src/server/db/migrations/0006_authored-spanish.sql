ALTER TABLE "articles" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "summary_es" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "content_es" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "merchandise" ADD COLUMN "name_es" text;--> statement-breakpoint
ALTER TABLE "merchandise" ADD COLUMN "description_es" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "title_es" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "content_es" text;--> statement-breakpoint
ALTER TABLE "tutors" ADD COLUMN "bio_es" text;