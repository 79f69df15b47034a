CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"game_node_id" text,
	"total_bet" bigint DEFAULT 0 NOT NULL,
	"total_win" bigint DEFAULT 0 NOT NULL,
	"total_refunded" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "game_rounds_status" CHECK ("game_rounds"."status" in ('open', 'settled', 'refunded')),
	CONSTRAINT "game_rounds_totals" CHECK ("game_rounds"."total_bet" >= 0 and "game_rounds"."total_win" >= 0 and "game_rounds"."total_refunded" >= 0)
);
--> statement-breakpoint
CREATE TABLE "launch_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"game_node_id" text NOT NULL,
	"vendor_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seamless_nonces" (
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"nonce" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"round_id" text,
	"member_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"transfer_id" bigint,
	"refunded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_transactions_kind" CHECK ("seamless_transactions"."kind" in ('bet', 'win', 'refund', 'end', 'void')),
	CONSTRAINT "seamless_transactions_amount" CHECK ("seamless_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"mode" text NOT NULL,
	"secret" text NOT NULL,
	"allowlist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"launch_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_integrations_mode" CHECK ("vendor_integrations"."mode" in ('seamless', 'transfer'))
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launch_tokens" ADD CONSTRAINT "launch_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_nonces" ADD CONSTRAINT "seamless_nonces_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_integrations" ADD CONSTRAINT "vendor_integrations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_key_idx" ON "game_rounds" USING btree ("merchant_id","vendor_code","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_member_idx" ON "game_rounds" USING btree ("merchant_id","member_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "launch_tokens_hash_idx" ON "launch_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "launch_tokens_member_idx" ON "launch_tokens" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_nonces_key_idx" ON "seamless_nonces" USING btree ("merchant_id","vendor_code","nonce");--> statement-breakpoint
CREATE INDEX "seamless_nonces_seen_idx" ON "seamless_nonces" USING btree ("merchant_id","seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_transactions_key_idx" ON "seamless_transactions" USING btree ("merchant_id","vendor_code","transaction_id");--> statement-breakpoint
CREATE INDEX "seamless_transactions_round_idx" ON "seamless_transactions" USING btree ("merchant_id","vendor_code","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_integrations_code_idx" ON "vendor_integrations" USING btree ("merchant_id","code");