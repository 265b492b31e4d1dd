CREATE TABLE "analysis_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"source" text NOT NULL,
	"source_name" text,
	"input_text" text,
	"characters" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "analysis_jobs_status_check" CHECK ("analysis_jobs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "analysis_jobs_source_check" CHECK ("analysis_jobs"."source" in ('text', 'file'))
);
--> statement-breakpoint
ALTER TABLE "analysis_jobs" ADD CONSTRAINT "analysis_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_jobs_user_created_idx" ON "analysis_jobs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "analysis_jobs_unfinished_idx" ON "analysis_jobs" USING btree ("status") WHERE "analysis_jobs"."status" in ('queued', 'running');