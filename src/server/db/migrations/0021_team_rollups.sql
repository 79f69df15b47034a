CREATE TABLE "member_applied_balances" (
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "member_applied_balances_member_id_currency_pk" PRIMARY KEY("member_id","currency")
);
--> statement-breakpoint
CREATE TABLE "member_daily_totals" (
	"member_id" integer NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
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
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_daily_totals_member_id_currency_day_pk" PRIMARY KEY("member_id","currency","day")
);
--> statement-breakpoint
CREATE TABLE "team_balances" (
	"ancestor_id" integer NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "team_balances_ancestor_id_currency_pk" PRIMARY KEY("ancestor_id","currency")
);
--> statement-breakpoint
CREATE TABLE "team_daily_active" (
	"ancestor_id" integer NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"prev_day" date NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "team_daily_active_ancestor_id_currency_day_prev_day_pk" PRIMARY KEY("ancestor_id","currency","day","prev_day")
);
--> statement-breakpoint
CREATE TABLE "team_daily_totals" (
	"ancestor_id" integer NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
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
	"first_deposits" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_daily_totals_ancestor_id_currency_day_pk" PRIMARY KEY("ancestor_id","currency","day")
);
--> statement-breakpoint
CREATE TABLE "team_totals_dirty" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_totals_zone" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_applied_balances" ADD CONSTRAINT "member_applied_balances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_daily_totals" ADD CONSTRAINT "member_daily_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_balances" ADD CONSTRAINT "team_balances_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_daily_active" ADD CONSTRAINT "team_daily_active_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_daily_totals" ADD CONSTRAINT "team_daily_totals_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_totals_zone" ADD CONSTRAINT "team_totals_zone_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;