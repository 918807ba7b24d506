CREATE TABLE "listings_summary" (
	"location_id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"is_demo" boolean NOT NULL,
	"as_of" date NOT NULL,
	"bucket_mins" integer[] NOT NULL,
	"bucket_counts" integer[] NOT NULL,
	"total_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_reports" (
	"location_id" text NOT NULL,
	"month" date NOT NULL,
	"source" text NOT NULL,
	"is_demo" boolean NOT NULL,
	"total_sold" integer,
	"total_active" integer,
	"over_asking_percent" numeric(5, 2),
	"at_asking_percent" numeric(5, 2),
	"under_asking_percent" numeric(5, 2),
	"average_sale_to_list" numeric(6, 4),
	"months_of_supply" numeric(7, 2),
	"average_days_on_market" numeric(6, 1),
	"median_sold_price" integer,
	"median_sold_price_one_bedroom" integer,
	"median_sold_price_two_bedroom" integer,
	"median_sold_price_three_bedroom" integer,
	"median_sold_price_four_bedroom" integer,
	"median_sold_price_month_change" numeric(9, 6),
	"median_sold_price_year_change" numeric(9, 6),
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_reports_location_id_month_pk" PRIMARY KEY("location_id","month")
);
--> statement-breakpoint
CREATE TABLE "place_cities" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state_code" text NOT NULL,
	"state_name" text NOT NULL,
	"county" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer,
	"zip_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_zips" (
	"zip" text PRIMARY KEY NOT NULL,
	"city_id" text NOT NULL,
	"place_name" text NOT NULL,
	"state_code" text NOT NULL,
	"state_name" text NOT NULL,
	"county" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "place_zips_city_id_idx" ON "place_zips" USING btree ("city_id");