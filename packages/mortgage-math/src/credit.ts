// Credit-score bands the site shows and reports. The labels, bands and hash mapping are SPEC text
// (§2, §3, §9); where its wording leaves a score between two bands, the comment beside the table
// says which way it goes and why. The 300–850 range is the FICO / VantageScore 3.0+ scale.

/** Lowest FICO / VantageScore 3.0+ score; nothing below it is a real score. */
export const MIN_CREDIT_SCORE = 300;

/** Highest FICO / VantageScore 3.0+ score. */
export const MAX_CREDIT_SCORE = 850;

/** Credit answer labels of the loan-options questionnaire, lowest first (SPEC §3, §9). */
export const CREDIT_LABELS = ['Below 579', '580-619', '620-680', 'Above 680'] as const;

/** One of the questionnaire's credit labels. */
export type CreditLabel = (typeof CREDIT_LABELS)[number];

// Inclusive upper score of each label. "Below 579" takes 579 too: the next label starts at 580,
// so reading it strictly would leave 579 with no label at all. "620-680" includes 680 and
// "Above 680" starts at 681, as the labels say.
const CREDIT_LABEL_MAX_SCORES: readonly { label: CreditLabel; maxScore: number }[] = [
  { label: 'Below 579', maxScore: 579 },
  { label: '580-619', maxScore: 619 },
  { label: '620-680', maxScore: 680 },
  { label: 'Above 680', maxScore: MAX_CREDIT_SCORE },
];

/** Self-reported credit-score range as the analytics enumeration spells it (SPEC §3). */
export type SelfReportedCreditBand =
  'poor' | 'below_average' | 'average' | 'good' | 'excellent' | 'none';

/**
 * Inclusive upper score of each self-reported band (SPEC §9: "poor under 580, below average
 * under 619, average under 659, good under 719, else excellent"). "Under 580" is strict.
 * "Under 619/659/719" is read as "619/659/719 or less": the site's credit options use 619, 659
 * and 719 as the top of the 580–619, 620–659 and 660–719 ranges (SPEC §2 maps them to tiers 580,
 * 620 and 660), so a strict reading would file the 580–619 option's own value as "average".
 */
export const SELF_REPORTED_CREDIT_BAND_MAX_SCORES: readonly {
  band: Exclude<SelfReportedCreditBand, 'excellent' | 'none'>;
  maxScore: number;
}[] = [
  { band: 'poor', maxScore: 579 },
  { band: 'below_average', maxScore: 619 },
  { band: 'average', maxScore: 659 },
  { band: 'good', maxScore: 719 },
];

/**
 * Rent-vs-buy's creditScore hash values and the selection each gives (SPEC §2): 619 → 580,
 * 659 → 620, 719 → 660, and 720 and 580 stay. The results are the mortgage insurance credit
 * tiers of SPEC §9, so the selection feeds `pmiAnnualRatePercent` directly.
 */
export const RENT_VS_BUY_CREDIT_SCORE_FROM_HASH: Readonly<Record<string, 580 | 620 | 660 | 720>> = {
  '580': 580,
  '619': 580,
  '659': 620,
  '719': 660,
  '720': 720,
};

/** Whether a value is a whole credit score from 300 to 850. */
export function isCreditScore(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_CREDIT_SCORE && value <= MAX_CREDIT_SCORE;
}

/** The questionnaire's credit label for a score; throws RangeError for a value that is not a score. */
export function creditLabelFor(score: number): CreditLabel {
  assertCreditScore(score);
  const found = CREDIT_LABEL_MAX_SCORES.find(({ maxScore }) => score <= maxScore);
  // Unreachable: the last label ends at MAX_CREDIT_SCORE and the score was checked above.
  if (found === undefined) throw new RangeError(`no credit label for ${score}`);
  return found.label;
}

/** The analytics self-reported band for a score, 'none' when there is no score; throws RangeError for a non-score. */
export function selfReportedCreditBand(score?: number | null): SelfReportedCreditBand {
  if (score === undefined || score === null) return 'none';
  assertCreditScore(score);
  return (
    SELF_REPORTED_CREDIT_BAND_MAX_SCORES.find(({ maxScore }) => score <= maxScore)?.band ??
    'excellent'
  );
}

/** Rent-vs-buy credit selection from the creditScore hash value; undefined leaves it empty (SPEC §2). */
export function rentVsBuyCreditScoreFromHash(
  value: string | null,
): 580 | 620 | 660 | 720 | undefined {
  if (value === null || !Object.hasOwn(RENT_VS_BUY_CREDIT_SCORE_FROM_HASH, value)) return undefined;
  return RENT_VS_BUY_CREDIT_SCORE_FROM_HASH[value];
}

function assertCreditScore(score: number): void {
  if (!isCreditScore(score)) {
    throw new RangeError(
      `creditScore must be a whole number from ${MIN_CREDIT_SCORE} to ${MAX_CREDIT_SCORE}`,
    );
  }
}
