CREATE TABLE "callback_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "callback_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_key" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"best_time" text NOT NULL,
	"consent_text" text NOT NULL,
	"source_page" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_id" text,
	"user_agent" text,
	"ip_truncated" text,
	"gpc" boolean DEFAULT false NOT NULL,
	CONSTRAINT "callback_requests_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "callback_requests_best_time_check" CHECK ("callback_requests"."best_time" in ('morning', 'afternoon', 'evening', 'any-time'))
);
--> statement-breakpoint
CREATE INDEX "callback_requests_received_at_idx" ON "callback_requests" USING btree ("received_at");