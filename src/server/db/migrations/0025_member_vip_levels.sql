CREATE TABLE "member_vip_levels" (
	"member_id" integer NOT NULL,
	"level" integer NOT NULL,
	"reached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bonus" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_vip_levels_member_id_level_pk" PRIMARY KEY("member_id","level")
);
--> statement-breakpoint
ALTER TABLE "member_vip_levels" ADD CONSTRAINT "member_vip_levels_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;