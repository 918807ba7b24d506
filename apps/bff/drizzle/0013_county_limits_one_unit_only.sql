ALTER TABLE "county_loan_limits" ALTER COLUMN "two_unit_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "county_loan_limits" ALTER COLUMN "three_unit_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "county_loan_limits" ALTER COLUMN "four_unit_cents" DROP NOT NULL;