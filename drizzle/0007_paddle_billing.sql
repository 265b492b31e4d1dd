CREATE TABLE "paddle_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"user_id" uuid,
	"outcome" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "paddle_webhook_events" ADD CONSTRAINT "paddle_webhook_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paddle_webhook_events_user_id_idx" ON "paddle_webhook_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_paddle_customer_id_idx" ON "users" USING btree ("paddle_customer_id");--> statement-breakpoint
CREATE INDEX "users_paddle_subscription_id_idx" ON "users" USING btree ("paddle_subscription_id");