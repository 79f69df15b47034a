CREATE TABLE "promotion_awards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"occasion" text NOT NULL,
	"amount" bigint NOT NULL,
	"detail" jsonb NOT NULL,
	"transfer_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"banner_url" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"budget" bigint,
	"spent" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_within_budget" CHECK ("promotions"."budget" is null or "promotions"."spent" <= "promotions"."budget")
);
--> statement-breakpoint
ALTER TABLE "promotion_awards" ADD CONSTRAINT "promotion_awards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_awards" ADD CONSTRAINT "promotion_awards_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_awards" ADD CONSTRAINT "promotion_awards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_awards_occasion_idx" ON "promotion_awards" USING btree ("promotion_id","member_id","occasion");--> statement-breakpoint
CREATE INDEX "promotion_awards_member_idx" ON "promotion_awards" USING btree ("member_id","promotion_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" USING btree ("merchant_id","code");