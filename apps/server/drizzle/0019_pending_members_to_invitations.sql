-- Every invitation is now a business_unit_invitation row, whether or not the address has an account
-- (docs/decisions/035): pending member records made before become invitations to the same address.
INSERT INTO "business_unit_invitation" ("unit_id", "email", "role", "invited_by", "created_at")
SELECT "unit_id", lower("email"), "role", "invited_by", "joined_at"
FROM "business_unit_member"
WHERE "status" = 'pending' AND "role" IN ('admin', 'member')
ON CONFLICT ("unit_id", "email") DO NOTHING;
--> statement-breakpoint
DELETE FROM "business_unit_member" WHERE "status" = 'pending' AND "role" <> 'owner';
