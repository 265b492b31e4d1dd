CREATE TABLE "retained_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_key" text NOT NULL,
	"month" varchar(7) NOT NULL,
	"summaries_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "retained_usage_email_month_unique" ON "retained_usage" USING btree ("email_key","month");--> statement-breakpoint
CREATE INDEX "retained_usage_month_idx" ON "retained_usage" USING btree ("month");