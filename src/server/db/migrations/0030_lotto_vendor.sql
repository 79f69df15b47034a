CREATE TABLE "lotto_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slip_id" text NOT NULL,
	"draw_id" bigint NOT NULL,
	"player_id" text NOT NULL,
	"bet" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"status" text DEFAULT 'open' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lotto_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"game_code" text NOT NULL,
	"draw_key" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "lotto_draws_status_ck" CHECK ("lotto_draws"."status" in ('open', 'drawn', 'settled', 'void'))
);
--> statement-breakpoint
CREATE TABLE "lotto_game_settings" (
	"merchant_code" text NOT NULL,
	"game_code" text NOT NULL,
	"maintenance" text DEFAULT 'off' NOT NULL,
	"close_seconds" integer,
	"settings" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lotto_game_settings_merchant_code_game_code_pk" PRIMARY KEY("merchant_code","game_code")
);
--> statement-breakpoint
CREATE TABLE "lotto_merchants" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lotto_payouts" (
	"draw_id" bigint NOT NULL,
	"player_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "lotto_payouts_draw_id_player_id_pk" PRIMARY KEY("draw_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "lotto_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game" text NOT NULL,
	"lang" text NOT NULL,
	"theme" text,
	"player_id" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"token" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lotto_slips" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"draw_id" bigint NOT NULL,
	"session_id" text NOT NULL,
	"player_id" text NOT NULL,
	"currency" text NOT NULL,
	"total" bigint NOT NULL,
	"status" text NOT NULL,
	"refusal" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lotto_vendor_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lotto_bets_draw_idx" ON "lotto_bets" USING btree ("draw_id","id");--> statement-breakpoint
CREATE INDEX "lotto_bets_slip_idx" ON "lotto_bets" USING btree ("slip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lotto_draws_key_uq" ON "lotto_draws" USING btree ("merchant_code","draw_key");--> statement-breakpoint
CREATE INDEX "lotto_draws_due_idx" ON "lotto_draws" USING btree ("status","draws_at");--> statement-breakpoint
CREATE INDEX "lotto_draws_game_idx" ON "lotto_draws" USING btree ("merchant_code","game_code","draws_at");--> statement-breakpoint
CREATE INDEX "lotto_sessions_expiry_idx" ON "lotto_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lotto_slips_draw_idx" ON "lotto_slips" USING btree ("draw_id","status");--> statement-breakpoint
CREATE INDEX "lotto_slips_player_idx" ON "lotto_slips" USING btree ("merchant_code","player_id","created_at");