CREATE TABLE "member_tree" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id")
);
--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tree_descendant_idx" ON "member_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
-- Every existing member's ancestors, itself included at depth 0 (the member_tree_maintain trigger,
-- a routine file, keeps the table from here on).
INSERT INTO "member_tree" ("ancestor_id", "descendant_id", "depth")
WITH RECURSIVE "chain" ("descendant_id", "ancestor_id", "depth") AS (
	SELECT "id", "id", 0 FROM "members"
	UNION ALL
	SELECT "chain"."descendant_id", "members"."upline_id", "chain"."depth" + 1
	FROM "chain" JOIN "members" ON "members"."id" = "chain"."ancestor_id"
	WHERE "members"."upline_id" IS NOT NULL AND "chain"."depth" < 10000
)
SELECT "ancestor_id", "descendant_id", "depth" FROM "chain";
