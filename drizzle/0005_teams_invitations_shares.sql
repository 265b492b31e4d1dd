CREATE TABLE "team_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"analysis_id" uuid NOT NULL,
	"shared_by_id" uuid NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"email" varchar(255) NOT NULL,
	"invitee_id" uuid,
	"role" text DEFAULT 'member' NOT NULL,
	"invited_by_id" uuid,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_invitations_role_check" CHECK ("team_invitations"."role" in ('admin', 'member'))
);
--> statement-breakpoint
ALTER TABLE "team_analyses" ADD CONSTRAINT "team_analyses_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_analyses" ADD CONSTRAINT "team_analyses_analysis_id_policy_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."policy_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_analyses" ADD CONSTRAINT "team_analyses_shared_by_id_users_id_fk" FOREIGN KEY ("shared_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_analyses_team_analysis_unique" ON "team_analyses" USING btree ("team_id","analysis_id");--> statement-breakpoint
CREATE INDEX "team_analyses_team_shared_idx" ON "team_analyses" USING btree ("team_id","shared_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "team_analyses_analysis_id_idx" ON "team_analyses" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "team_analyses_shared_by_idx" ON "team_analyses" USING btree ("shared_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_team_email_unique" ON "team_invitations" USING btree ("team_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_token_hash_unique" ON "team_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "team_invitations_invitee_id_idx" ON "team_invitations" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "team_members_team_joined_idx" ON "team_members" USING btree ("team_id","joined_at","id");