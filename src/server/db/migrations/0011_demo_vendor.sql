CREATE TABLE "demo_vendor_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_vendor_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" text NOT NULL,
	"merchant_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"session_id" text NOT NULL,
	"trial" boolean NOT NULL,
	"player_id" text,
	"game" text NOT NULL,
	"seed" text NOT NULL,
	"input" jsonb NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"jackpot" boolean DEFAULT false NOT NULL,
	"jackpot_win" bigint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "demo_vendor_rounds_status" CHECK ("demo_vendor_rounds"."status" in ('pending', 'bet_placed', 'settled', 'refused', 'refunded')),
	CONSTRAINT "demo_vendor_rounds_amounts" CHECK ("demo_vendor_rounds"."stake" > 0 and "demo_vendor_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "demo_vendor_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game" text NOT NULL,
	"title" text NOT NULL,
	"lang" text NOT NULL,
	"theme" text,
	"trial" boolean NOT NULL,
	"player_id" text,
	"nickname" text DEFAULT '' NOT NULL,
	"token" text,
	"currency" text NOT NULL,
	"balance" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "demo_vendor_rounds_round_idx" ON "demo_vendor_rounds" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "demo_vendor_rounds_player_idx" ON "demo_vendor_rounds" USING btree ("merchant_code","vendor_code","player_id","created_at");--> statement-breakpoint
CREATE INDEX "demo_vendor_rounds_session_idx" ON "demo_vendor_rounds" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "demo_vendor_rounds_status_idx" ON "demo_vendor_rounds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "demo_vendor_sessions_expiry_idx" ON "demo_vendor_sessions" USING btree ("expires_at");