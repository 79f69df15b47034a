CREATE TABLE "agent_contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"event" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"tiers" jsonb NOT NULL,
	"period_type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_type" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"status" text NOT NULL,
	"agent_id" integer NOT NULL,
	"upline_id" integer,
	"offered_by" text NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"termination_requested_by" text,
	"termination_requested_at" timestamp with time zone,
	"termination_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_settlement_runs" (
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_type" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"contracts" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "contract_settlement_runs_merchant_id_kind_period_type_period_start_generation_pk" PRIMARY KEY("merchant_id","kind","period_type","period_start","generation")
);
--> statement-breakpoint
CREATE TABLE "contract_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_type" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"contract_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"payer_id" integer,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"net_loss" bigint DEFAULT 0 NOT NULL,
	"carried_in" bigint DEFAULT 0 NOT NULL,
	"tier" integer,
	"rate_bp" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlement_runs" ADD CONSTRAINT "contract_settlement_runs_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_payer_id_members_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contract_events_contract_idx" ON "agent_contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_active_idx" ON "agent_contracts" USING btree ("agent_id","kind") WHERE status = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_offered_idx" ON "agent_contracts" USING btree ("agent_id","kind") WHERE status = 'offered';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_settle_idx" ON "agent_contracts" USING btree ("merchant_id","kind","period_type","accepted_at");--> statement-breakpoint
CREATE INDEX "contract_settlement_runs_end_idx" ON "contract_settlement_runs" USING btree ("merchant_id","kind","period_type","period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_settlements_key_idx" ON "contract_settlements" USING btree ("contract_id","period_start","generation");--> statement-breakpoint
CREATE INDEX "contract_settlements_agent_idx" ON "contract_settlements" USING btree ("agent_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "contract_settlements_payer_idx" ON "contract_settlements" USING btree ("payer_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "contract_settlements_owed_idx" ON "contract_settlements" USING btree ("payer_id") WHERE status = 'partial';--> statement-breakpoint
CREATE INDEX "ledger_transfers_play_time_idx" ON "ledger_transfers" USING btree ("merchant_id","created_at") WHERE type in ('bet', 'win', 'jackpot_win', 'reversal');