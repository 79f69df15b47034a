ALTER TABLE "withdrawals" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_client_key_idx" ON "withdrawals" USING btree ("merchant_id","member_id","client_key");