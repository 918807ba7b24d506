CREATE TABLE "admin_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"token_tag" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_truncated" text,
	"user_agent" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_sessions_token_tag_idx" ON "admin_sessions" USING btree ("token_tag","last_seen_at");--> statement-breakpoint
CREATE INDEX "admin_sessions_expires_at_idx" ON "admin_sessions" USING btree ("expires_at");