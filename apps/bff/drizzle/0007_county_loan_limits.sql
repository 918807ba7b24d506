CREATE TABLE "county_loan_limits" (
	"county_id" text NOT NULL,
	"year" integer NOT NULL,
	"program" text NOT NULL,
	"state_code" text NOT NULL,
	"county_name" text NOT NULL,
	"county_fips" text,
	"one_unit_cents" bigint NOT NULL,
	"two_unit_cents" bigint NOT NULL,
	"three_unit_cents" bigint NOT NULL,
	"four_unit_cents" bigint NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "county_loan_limits_county_id_year_program_pk" PRIMARY KEY("county_id","year","program"),
	CONSTRAINT "county_loan_limits_positive" CHECK ("county_loan_limits"."one_unit_cents" > 0 and "county_loan_limits"."two_unit_cents" > 0 and "county_loan_limits"."three_unit_cents" > 0 and "county_loan_limits"."four_unit_cents" > 0)
);
