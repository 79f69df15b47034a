DROP INDEX "seamless_transactions_round_idx";--> statement-breakpoint
CREATE INDEX "seamless_transactions_round_idx" ON "seamless_transactions" USING btree ("round_id","merchant_id","vendor_code");