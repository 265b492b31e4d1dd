ALTER TABLE "support_replies" ADD COLUMN "author_id" uuid;--> statement-breakpoint
ALTER TABLE "support_replies" ADD COLUMN "cited_article" text;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "escalation_reason" text;--> statement-breakpoint
ALTER TABLE "support_replies" ADD CONSTRAINT "support_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_category_check" CHECK ("support_tickets"."category" in ('general', 'billing', 'account', 'technical', 'legal'));