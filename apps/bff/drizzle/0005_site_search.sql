-- Site search (issue 6): the pages of the built site, weighted for full-text search, and the words
-- they use, for "did you mean" corrections by trigram similarity. pg_trgm is a trusted extension
-- (PostgreSQL 13+): a database owner may create it; PGlite loads it from @electric-sql/pglite/contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"path" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"headings" text NOT NULL,
	"keywords" text NOT NULL,
	"body" text NOT NULL,
	"search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "headings" || ' ' || "keywords" || ' ' || "description"), 'B') || setweight(to_tsvector('english'::regconfig, "body"), 'C')) STORED NOT NULL,
	CONSTRAINT "search_documents_kind_check" CHECK ("search_documents"."kind" in ('article', 'calculator', 'page'))
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"document_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_search_vector_idx" ON "search_documents" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
