CREATE TABLE "delivery_addresses" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"address" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchandise" ADD COLUMN "digital" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "delivery_status" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "delivery_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_delivery_status_idx" ON "purchases" USING btree ("delivery_status","purchase_date") WHERE "purchases"."delivery_status" is not null;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_delivery_status_valid" CHECK ("purchases"."delivery_status" in ('new', 'sent', 'delivered'));