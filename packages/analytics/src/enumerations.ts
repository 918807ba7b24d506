// SPEC §3: "Enumerations exist for button types, funnel experience, user intent and goal, mortgage
// type, home-search filters, credit-score self-report". Button types are in button-type.ts and
// funnel experience in funnel-experience.ts. The SPEC names the members of the credit-score
// self-report only; the other lists are ours, chosen from the site's own questions and filters.
// Values are lower case with underscores between words, as the SPEC spells `below_average` and
// the filter names `buy_a_home` and `low_down_payment` (§5).

/** SPEC §3 `rocketCompany (mortgage)`: the company value every event of this site carries. */
export const ROCKET_COMPANY = 'mortgage';

/**
 * `user_intent`: what the visit is for. Our list: the loan purposes of SPEC §9 (purchase and
 * refinance) and the home equity calculators of SPEC §1.
 */
export const UserIntent = {
  Purchase: 'purchase',
  Refinance: 'refinance',
  HomeEquity: 'home_equity',
} as const;

/** One of the {@link UserIntent} values. */
export type UserIntent = (typeof UserIntent)[keyof typeof UserIntent];

/**
 * `user_goal`: what the visitor wants to do. Our list: the home loan filters of SPEC §5
 * (buy a home, refinance, take cash out) and the refinance goals of the wizard (SPEC §4: lower
 * monthly payment, shorter loan term).
 */
export const UserGoal = {
  BuyAHome: 'buy_a_home',
  Refinance: 'refinance',
  TakeCashOut: 'take_cash_out',
  LowerMonthlyPayment: 'lower_monthly_payment',
  ShorterLoanTerm: 'shorter_loan_term',
} as const;

/** One of the {@link UserGoal} values. */
export type UserGoal = (typeof UserGoal)[keyof typeof UserGoal];

/** The questionnaire's `researching` answers (SPEC §3, "purchase or refi") as a `user_goal`. */
export const USER_GOAL_BY_RESEARCHING_ANSWER: Readonly<Record<'purchase' | 'refi', UserGoal>> = {
  purchase: UserGoal.BuyAHome,
  refi: UserGoal.Refinance,
};

/** `mortgage_type`: the loan programs a US lender's rate tiles show. Our list. */
export const MortgageType = {
  Conventional: 'conventional',
  Fha: 'fha',
  Va: 'va',
  Usda: 'usda',
  Jumbo: 'jumbo',
} as const;

/** One of the {@link MortgageType} values. */
export type MortgageType = (typeof MortgageType)[keyof typeof MortgageType];

/**
 * The home-search filters, one per filter of the SPEC §3 `applied_filters` homes variant
 * ("price min/max" is one filter, `price`; the commute fields are one, `commute`).
 */
export const HomeSearchFilter = {
  Price: 'price',
  SquareFeet: 'square_feet',
  LotSize: 'lot_size',
  YearBuilt: 'year_built',
  Bedrooms: 'bedrooms',
  Bathrooms: 'bathrooms',
  Levels: 'levels',
  GarageSpots: 'garage_spots',
  HomeType: 'home_type',
  ArchitecturalStyle: 'architectural_style',
  HeatingType: 'heating_type',
  ListingStatus: 'listing_status',
  Pool: 'pool',
  Deck: 'deck',
  Porch: 'porch',
  Patio: 'patio',
  Basement: 'basement',
  CentralAir: 'central_air',
  Fireplace: 'fireplace',
  Waterfront: 'waterfront',
  View: 'view',
  Parking: 'parking',
  NoHoa: 'no_hoa',
  NewConstruction: 'new_construction',
  PhotoGallery: 'photo_gallery',
  Commute: 'commute',
} as const;

/** One of the {@link HomeSearchFilter} values. */
export type HomeSearchFilter = (typeof HomeSearchFilter)[keyof typeof HomeSearchFilter];

/**
 * `self_reported_credit_score_range`, the members exactly as SPEC §3 lists them. SPEC §9 gives
 * the score bands; `selfReportedCreditBand` in @lender/mortgage-math maps a score to one.
 */
export const SelfReportedCreditScoreRange = {
  Excellent: 'excellent',
  Good: 'good',
  Average: 'average',
  BelowAverage: 'below_average',
  Poor: 'poor',
  None: 'none',
} as const;

/** One of the {@link SelfReportedCreditScoreRange} values. */
export type SelfReportedCreditScoreRange =
  (typeof SelfReportedCreditScoreRange)[keyof typeof SelfReportedCreditScoreRange];

/** `device_type`, a common field: the three layouts of SPEC §9 (mobile, tablet, desktop). */
export const DeviceType = {
  Mobile: 'mobile',
  Tablet: 'tablet',
  Desktop: 'desktop',
} as const;

/** One of the {@link DeviceType} values. */
export type DeviceType = (typeof DeviceType)[keyof typeof DeviceType];

/** SPEC §3 `linkType` of the button-event extras: 'request call' for tel: links, else 'navigation'. */
export const LinkType = {
  RequestCall: 'request call',
  Navigation: 'navigation',
} as const;

/** One of the {@link LinkType} values. */
export type LinkType = (typeof LinkType)[keyof typeof LinkType];
