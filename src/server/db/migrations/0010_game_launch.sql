ALTER TABLE "games" ADD COLUMN "vendor_game_code" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "maintenance" boolean DEFAULT false NOT NULL;