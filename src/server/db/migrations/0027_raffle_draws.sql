CREATE TABLE "raffle_draws" (
	"promotion_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"committed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'committed' NOT NULL,
	"drawn_at" timestamp with time zone,
	"entrants" jsonb,
	"winners" jsonb
);
--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;