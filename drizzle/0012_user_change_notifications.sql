-- Servers keep what a signed-in request needs about its user (the session lookup and the month's usage)
-- for a few seconds. Every change to a user row, to one of its sessions or to its usage announces the
-- user's id on the channel policylens_user_changes, whoever makes it (this server, another instance, a
-- script or psql), and every server drops what it holds about that user when the change commits.
CREATE FUNCTION "policylens_notify_user_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed record;
BEGIN
	IF TG_OP = 'DELETE' THEN
		changed := OLD;
	ELSE
		changed := NEW;
	END IF;
	IF TG_TABLE_NAME = 'users' THEN
		PERFORM pg_notify('policylens_user_changes', changed.id::text);
	ELSE
		PERFORM pg_notify('policylens_user_changes', changed.user_id::text);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER UPDATE OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "policylens_notify_user_change"();
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER UPDATE OR DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "policylens_notify_user_change"();
--> statement-breakpoint
CREATE TRIGGER "usage_tracking_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "usage_tracking"
	FOR EACH ROW EXECUTE FUNCTION "policylens_notify_user_change"();
