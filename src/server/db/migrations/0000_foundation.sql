CREATE TABLE "country_codes" (
	"country_code" text PRIMARY KEY NOT NULL,
	"country_dialing_code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_ip_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"cidr" text NOT NULL,
	"country" text NOT NULL,
	CONSTRAINT "geo_ip_ranges_cidr_unique" UNIQUE("cidr")
);
--> statement-breakpoint
CREATE TABLE "merchant_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"host" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"config" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "merchants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"title" jsonb NOT NULL,
	"url" text NOT NULL,
	"linkage_type" text DEFAULT 'NONE' NOT NULL,
	"linkage" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"category" text NOT NULL,
	"category_title" jsonb NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "popup_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"execution" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"node_id" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"game_classify" text NOT NULL,
	"name" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"support_play" boolean DEFAULT true NOT NULL,
	"is_game" boolean DEFAULT true NOT NULL,
	"engine" text NOT NULL,
	"icon_svg" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"display_name" text NOT NULL,
	"game_type" text NOT NULL,
	"logo_svg" text NOT NULL,
	"wallet_mode" text DEFAULT 'seamless' NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"in_footer" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"account" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"password_hash" text NOT NULL,
	"email" text,
	"mobile_num" text,
	"country_dialing_code" text,
	"upline_id" integer,
	"affiliate_code" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "merchant_domains" ADD CONSTRAINT "merchant_domains_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup_announcements" ADD CONSTRAINT "popup_announcements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_domains_host_idx" ON "merchant_domains" USING btree ("host");--> statement-breakpoint
CREATE INDEX "banners_merchant_group_idx" ON "banners" USING btree ("merchant_id","group_name","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_merchant_slug_idx" ON "help_articles" USING btree ("merchant_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "images_merchant_key_idx" ON "images" USING btree ("merchant_id","key");--> statement-breakpoint
CREATE INDEX "notices_merchant_idx" ON "notices" USING btree ("merchant_id","sort");--> statement-breakpoint
CREATE INDEX "popups_merchant_idx" ON "popup_announcements" USING btree ("merchant_id","execution","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "games_merchant_node_idx" ON "games" USING btree ("merchant_id","node_id");--> statement-breakpoint
CREATE INDEX "games_lobby_idx" ON "games" USING btree ("merchant_id","game_type","vendor_code","sort");--> statement-breakpoint
CREATE INDEX "games_hot_idx" ON "games" USING btree ("merchant_id","is_hot","game_type");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_merchant_code_type_idx" ON "vendors" USING btree ("merchant_id","code","game_type");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_account_idx" ON "members" USING btree ("merchant_id","account");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_affiliate_idx" ON "members" USING btree ("merchant_id","affiliate_code");--> statement-breakpoint
CREATE INDEX "members_upline_idx" ON "members" USING btree ("upline_id");