-- Sprout's own illustrations are shown as their WebP pictures (the build draws one beside every
-- SVG under /images; docs/decisions/0045-illustrations-are-shown-as-pictures.md): an address of
-- one of them, seeded or typed by an admin, now names its picture. Other addresses are untouched.
UPDATE "tutors" SET "image_url" = regexp_replace("image_url", '\.svg$', '.webp') WHERE "image_url" ~ '^/images/[A-Za-z0-9/_-]+\.svg$';
--> statement-breakpoint
UPDATE "articles" SET "image_url" = regexp_replace("image_url", '\.svg$', '.webp') WHERE "image_url" ~ '^/images/[A-Za-z0-9/_-]+\.svg$';
--> statement-breakpoint
UPDATE "games" SET "image_url" = regexp_replace("image_url", '\.svg$', '.webp') WHERE "image_url" ~ '^/images/[A-Za-z0-9/_-]+\.svg$';
--> statement-breakpoint
UPDATE "merchandise" SET "image_url" = regexp_replace("image_url", '\.svg$', '.webp') WHERE "image_url" ~ '^/images/[A-Za-z0-9/_-]+\.svg$';
--> statement-breakpoint
UPDATE "testimonials" SET "image_url" = regexp_replace("image_url", '\.svg$', '.webp') WHERE "image_url" ~ '^/images/[A-Za-z0-9/_-]+\.svg$';
--> statement-breakpoint
UPDATE "purchases" SET "item_image_url" = regexp_replace("item_image_url", '\.svg$', '.webp') WHERE "item_image_url" ~ '^/images/[A-Za-z0-9/_-]+\.svg$';
