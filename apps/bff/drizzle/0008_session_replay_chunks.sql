CREATE TABLE "session_replay_chunks" (
	"replay_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"session_id" text NOT NULL,
	"anonymous_id" text NOT NULL,
	"page_path" text NOT NULL,
	"event_count" integer NOT NULL,
	"first_event_at" timestamp with time zone NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL,
	"events" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_replay_chunks_pkey" PRIMARY KEY("replay_id","sequence")
);
--> statement-breakpoint
CREATE INDEX "session_replay_chunks_received_at_idx" ON "session_replay_chunks" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "session_replay_chunks_session_idx" ON "session_replay_chunks" USING btree ("session_id");