-- Analytics contexts stored once per day (issue 7, collector throughput): the events of a page,
-- and the ten of a batch, share one context, and building its jsonb for every event was half of
-- an insert's cost. An event row now carries `context_id` (a hash of the context's JSON, opaque);
-- the context is in analytics_contexts, partitioned by the same `received_day` as the events so
-- the server creates and drops both tables' day partitions together (src/analytics/partitions.ts).
CREATE TABLE "analytics_contexts" (
	"context_id" text NOT NULL,
	"received_day" date NOT NULL,
	"context" jsonb NOT NULL,
	CONSTRAINT "analytics_contexts_pkey" PRIMARY KEY("context_id","received_day")
) PARTITION BY RANGE ("received_day");
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "context_id" text;
--> statement-breakpoint
-- Existing events keep their context: each day that has an events partition gets a contexts
-- partition, the distinct contexts move there under md5 of their text, and the events point to them.
DO $$
DECLARE
	part record;
BEGIN
	FOR part IN
		SELECT child.relname AS name, substr(child.relname, 19) AS day_digits
		FROM pg_inherits
		JOIN pg_class parent ON parent.oid = pg_inherits.inhparent
		JOIN pg_class child ON child.oid = pg_inherits.inhrelid
		WHERE parent.relname = 'analytics_events' AND child.relname ~ '^analytics_events_p[0-9]{8}$'
	LOOP
		EXECUTE format(
			'CREATE TABLE IF NOT EXISTS %I PARTITION OF analytics_contexts FOR VALUES FROM (%L) TO (%L)',
			'analytics_contexts_p' || part.day_digits,
			to_date(part.day_digits, 'YYYYMMDD'),
			to_date(part.day_digits, 'YYYYMMDD') + 1
		);
	END LOOP;
END $$;
--> statement-breakpoint
INSERT INTO "analytics_contexts" ("context_id", "received_day", "context")
SELECT DISTINCT md5("context"::text), "received_day", "context"
FROM "analytics_events" WHERE "context" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "analytics_events" SET "context_id" = md5("context"::text) WHERE "context" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "analytics_events" DROP COLUMN "context";
