CREATE TABLE "agent_announcement_reads" (
	"announcement_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_announcement_reads_announcement_id_member_id_pk" PRIMARY KEY("announcement_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "agent_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_announcement_reads" ADD CONSTRAINT "agent_announcement_reads_announcement_id_agent_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."agent_announcements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_announcement_reads" ADD CONSTRAINT "agent_announcement_reads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_announcements" ADD CONSTRAINT "agent_announcements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_announcements_merchant_idx" ON "agent_announcements" USING btree ("merchant_id","published_at");