CREATE TABLE "member_first_deposits" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"transfer_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_hourly_totals" (
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"currency" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"refunded_bets" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"bonuses" bigint DEFAULT 0 NOT NULL,
	"rebates" bigint DEFAULT 0 NOT NULL,
	"adjustments" bigint DEFAULT 0 NOT NULL,
	"transfers_in" bigint DEFAULT 0 NOT NULL,
	"transfers_out" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_hourly_totals_member_id_currency_hour_pk" PRIMARY KEY("member_id","currency","hour")
);
--> statement-breakpoint
CREATE TABLE "member_totals_pending" (
	"merchant_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_first_deposits" ADD CONSTRAINT "member_first_deposits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_hourly_totals" ADD CONSTRAINT "member_hourly_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_hourly_totals" ADD CONSTRAINT "member_hourly_totals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_totals_pending" ADD CONSTRAINT "member_totals_pending_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_hourly_totals_merchant_hour_idx" ON "member_hourly_totals" USING btree ("merchant_id","hour");--> statement-breakpoint
-- Merchants that already hold transfers get their figures from the whole ledger once, when the
-- routine file member_totals_rebuild.sql is applied right after this migration.
INSERT INTO "member_totals_pending" ("merchant_id") SELECT DISTINCT "merchant_id" FROM "ledger_transfers";
