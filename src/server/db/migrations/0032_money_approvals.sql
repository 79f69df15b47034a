CREATE TABLE "money_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"details" jsonb NOT NULL,
	"maker" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"checker" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "money_approvals_status_known" CHECK ("money_approvals"."status" in ('PENDING', 'APPROVED', 'REJECTED')),
	CONSTRAINT "money_approvals_maker_checker" CHECK ("money_approvals"."checker" is null or "money_approvals"."checker" <> "money_approvals"."maker")
);
--> statement-breakpoint
ALTER TABLE "money_approvals" ADD CONSTRAINT "money_approvals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_approvals_status_idx" ON "money_approvals" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_approvals_open_withdrawal_idx" ON "money_approvals" USING btree ("merchant_id","target_id") WHERE "money_approvals"."status" = 'PENDING' and "money_approvals"."kind" = 'withdrawal.pay';