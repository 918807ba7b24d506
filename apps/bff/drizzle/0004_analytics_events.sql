-- Analytics collector (issue 7): events accepted at /v1/*, partitioned by the UTC day they were
-- received. A partitioned table's unique keys must contain the partition key, so the key is a
-- `received_day` date column (not the `received_at` timestamp): `(message_id, received_day)`
-- de-duplicates client retries within a day with ON CONFLICT DO NOTHING. Partitions are created
-- by the server (src/analytics/partitions.ts: the next days at start and every hour, and on
-- demand before an insert) and dropped after ANALYTICS_RETENTION_DAYS; there is no default
-- partition, so a day's rows always land in that day's table and dropping it drops them.
CREATE TABLE "analytics_events" (
	"message_id" text NOT NULL,
	"received_day" date NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"event_name" text,
	"anonymous_id" text,
	"user_id" text,
	"sent_at" timestamp with time zone,
	"timestamp" timestamp with time zone,
	"page_path" text,
	"page_name" text,
	"properties" jsonb,
	"context" jsonb,
	CONSTRAINT "analytics_events_pkey" PRIMARY KEY ("message_id", "received_day"),
	CONSTRAINT "analytics_events_type_check" CHECK ("type" in ('track', 'page', 'identify', 'group', 'alias', 'screen'))
) PARTITION BY RANGE ("received_day");
--> statement-breakpoint
-- Events that failed the catalogue (unknown name, wrong field), counted per day, event and field;
-- the events themselves are not kept.
CREATE TABLE "analytics_violations" (
	"day" date NOT NULL,
	"event_name" text NOT NULL,
	"field" text NOT NULL,
	"keyword" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "analytics_violations_pkey" PRIMARY KEY ("day", "event_name", "field", "keyword")
);
--> statement-breakpoint
-- The library's own delivery metrics (POST /v1/m), counted per day and metric name only.
CREATE TABLE "analytics_client_metrics" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "analytics_client_metrics_pkey" PRIMARY KEY ("day", "metric")
);
