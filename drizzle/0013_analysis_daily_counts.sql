CREATE TABLE "analysis_daily_counts" (
	"day" date PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "policy_analyses_created_at_idx";
--> statement-breakpoint
-- The admin dashboard's analysis totals (all time, this month, per day) come from this table. Statement
-- triggers keep it exact on every insert, delete and change of creation time, whoever makes it; a
-- statement adds or removes its rows per day in one upsert, so a bulk insert costs one write per day.
CREATE FUNCTION "policylens_count_analyses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "analysis_daily_counts" AS counted ("day", "count")
			SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "added_analyses" GROUP BY 1 ORDER BY 1
			ON CONFLICT ("day") DO UPDATE SET "count" = counted."count" + excluded."count";
	ELSIF TG_OP = 'DELETE' THEN
		-- Rows are locked in order of day, so two statements (two accounts deleted at once) never deadlock.
		PERFORM 1 FROM "analysis_daily_counts"
			WHERE "day" IN (SELECT ("created_at" AT TIME ZONE 'UTC')::date FROM "removed_analyses")
			ORDER BY "day" FOR UPDATE;
		UPDATE "analysis_daily_counts" AS counted SET "count" = counted."count" - removed."count"
			FROM (
				SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "day", count(*) AS "count"
				FROM "removed_analyses" GROUP BY 1
			) AS removed
			WHERE counted."day" = removed."day";
	ELSE
		-- Only rows whose creation day changed move from one day's count to another's.
		PERFORM 1 FROM "analysis_daily_counts"
			WHERE "day" IN (
				SELECT ("created_at" AT TIME ZONE 'UTC')::date FROM "removed_analyses"
				UNION SELECT ("created_at" AT TIME ZONE 'UTC')::date FROM "added_analyses"
			)
			ORDER BY "day" FOR UPDATE;
		UPDATE "analysis_daily_counts" AS counted SET "count" = counted."count" - moved."count"
			FROM (
				SELECT (before."created_at" AT TIME ZONE 'UTC')::date AS "day", count(*) AS "count"
				FROM "removed_analyses" AS before JOIN "added_analyses" AS after USING ("id")
				WHERE (before."created_at" AT TIME ZONE 'UTC')::date <> (after."created_at" AT TIME ZONE 'UTC')::date
				GROUP BY 1
			) AS moved
			WHERE counted."day" = moved."day";
		INSERT INTO "analysis_daily_counts" AS counted ("day", "count")
			SELECT (after."created_at" AT TIME ZONE 'UTC')::date, count(*)
			FROM "removed_analyses" AS before JOIN "added_analyses" AS after USING ("id")
			WHERE (before."created_at" AT TIME ZONE 'UTC')::date <> (after."created_at" AT TIME ZONE 'UTC')::date
			GROUP BY 1 ORDER BY 1
			ON CONFLICT ("day") DO UPDATE SET "count" = counted."count" + excluded."count";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "policy_analyses_count_inserts" AFTER INSERT ON "policy_analyses"
	REFERENCING NEW TABLE AS "added_analyses"
	FOR EACH STATEMENT EXECUTE FUNCTION "policylens_count_analyses"();
--> statement-breakpoint
CREATE TRIGGER "policy_analyses_count_deletes" AFTER DELETE ON "policy_analyses"
	REFERENCING OLD TABLE AS "removed_analyses"
	FOR EACH STATEMENT EXECUTE FUNCTION "policylens_count_analyses"();
--> statement-breakpoint
CREATE TRIGGER "policy_analyses_count_moves" AFTER UPDATE ON "policy_analyses"
	REFERENCING OLD TABLE AS "removed_analyses" NEW TABLE AS "added_analyses"
	FOR EACH STATEMENT EXECUTE FUNCTION "policylens_count_analyses"();
--> statement-breakpoint
-- The analyses stored before this migration. The triggers exist already, and creating them locked the
-- table against writers until this migration commits, so no analysis is counted twice or missed.
INSERT INTO "analysis_daily_counts" ("day", "count")
	SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*) FROM "policy_analyses" GROUP BY 1;
