-- seamless_nonces is a replay cache every vendor call writes (rows live for the freshness window):
-- no key to merchants (one check less per call; the merchant is the verified integration's), and
-- the purge by age reads a BRIN index instead of a B-tree (rows arrive in time order).
ALTER TABLE "seamless_nonces" DROP CONSTRAINT "seamless_nonces_merchant_id_merchants_id_fk";
--> statement-breakpoint
DROP INDEX "seamless_nonces_seen_idx";--> statement-breakpoint
CREATE INDEX "seamless_nonces_seen_idx" ON "seamless_nonces" USING brin ("seen_at");