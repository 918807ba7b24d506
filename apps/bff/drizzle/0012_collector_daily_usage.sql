CREATE TABLE "collector_daily_usage" (
	"day" date NOT NULL,
	"stream" text NOT NULL,
	"write_key_hash" text NOT NULL,
	"reserved_bytes" bigint DEFAULT 0 NOT NULL,
	"dropped_count" bigint DEFAULT 0 NOT NULL,
	"dropped_bytes" bigint DEFAULT 0 NOT NULL,
	"refused_requests" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "collector_daily_usage_pkey" PRIMARY KEY("day","stream","write_key_hash")
);
--> statement-breakpoint
ALTER TABLE "session_replay_chunks" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;