CREATE TABLE "consent_outbox" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"value" text NOT NULL,
	"action" text NOT NULL,
	"subscriptions" text[] DEFAULT '{}'::text[] NOT NULL,
	"reason" text,
	"source" text NOT NULL,
	"source_page" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_id" text,
	"user_agent" text,
	"ip_truncated" text,
	"gpc" boolean DEFAULT false NOT NULL,
	"mc_subscriber_key" text,
	"mc_job_id" text,
	"mc_batch_id" text,
	CONSTRAINT "consent_records_event_id_unique" UNIQUE("event_id"),
	CONSTRAINT "consent_records_channel_check" CHECK ("consent_records"."channel" in ('email', 'phone', 'sms')),
	CONSTRAINT "consent_records_action_check" CHECK ("consent_records"."action" in ('opt-out', 'opt-in')),
	CONSTRAINT "consent_records_source_check" CHECK ("consent_records"."source" in ('form', 'marketing-cloud', 'api'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_outbox" ADD CONSTRAINT "consent_outbox_event_id_consent_records_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."consent_records"("event_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_outbox_due_idx" ON "consent_outbox" USING btree ("next_attempt_at") WHERE "consent_outbox"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "consent_records_channel_value_idx" ON "consent_records" USING btree ("channel","value","id");--> statement-breakpoint
CREATE INDEX "consent_records_received_at_idx" ON "consent_records" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "consent_records_idempotency_key_idx" ON "consent_records" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys" USING btree ("expires_at");