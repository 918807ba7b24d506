CREATE TABLE "products" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"program" text NOT NULL,
	"term_months" integer NOT NULL,
	"rate_type" text NOT NULL,
	"initial_fixed_months" integer,
	"display_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_sheet_entries" (
	"sheet_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"purpose" text NOT NULL,
	"base_rate_percent" numeric(6, 3) NOT NULL,
	"base_points" numeric(6, 3) NOT NULL,
	"fully_indexed_rate_percent" numeric(6, 3),
	CONSTRAINT "rate_sheet_entries_sheet_id_product_code_purpose_pk" PRIMARY KEY("sheet_id","product_code","purpose")
);
--> statement-breakpoint
CREATE TABLE "rate_sheets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_sheets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"effective_date" date NOT NULL,
	"source" text NOT NULL,
	"is_demo" boolean NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_sheets_effective_date_unique" UNIQUE("effective_date")
);
--> statement-breakpoint
ALTER TABLE "rate_sheet_entries" ADD CONSTRAINT "rate_sheet_entries_sheet_id_rate_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."rate_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_sheet_entries" ADD CONSTRAINT "rate_sheet_entries_product_code_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."products"("code") ON DELETE no action ON UPDATE no action;