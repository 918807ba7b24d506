import { describe, expect, it } from 'vitest';
import {
  CREDIT_LABELS,
  creditLabelFor,
  isCreditScore,
  rentVsBuyCreditScoreFromHash,
  selfReportedCreditBand,
} from './credit.ts';

describe('CREDIT_LABELS', () => {
  it('are the questionnaire credit answers of SPEC §3, lowest first', () => {
    expect(CREDIT_LABELS).toEqual(['Below 579', '580-619', '620-680', 'Above 680']);
  });
});

describe('creditLabelFor', () => {
  // SPEC §9 labels, both sides of every edge; 579 joins "Below 579" because "580-619" starts at 580.
  it.each([
    { score: 300, label: 'Below 579' },
    { score: 578, label: 'Below 579' },
    { score: 579, label: 'Below 579' },
    { score: 580, label: '580-619' },
    { score: 619, label: '580-619' },
    { score: 620, label: '620-680' },
    { score: 680, label: '620-680' },
    { score: 681, label: 'Above 680' },
    { score: 850, label: 'Above 680' },
  ])('$score is "$label"', ({ score, label }) => {
    expect(creditLabelFor(score)).toBe(label);
  });

  it.each([299, 851, 700.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects %s, which is not a credit score',
    (score) => {
      expect(() => creditLabelFor(score)).toThrow(RangeError);
    },
  );
});

describe('selfReportedCreditBand', () => {
  // SPEC §9: "poor under 580, below average under 619, average under 659, good under 719, else
  // excellent". 619, 659 and 719 are the tops of the site's 580–619, 620–659 and 660–719 options
  // (SPEC §2), so they stay in the lower band; 580 is the first "below average" score.
  it.each([
    { score: 300, band: 'poor' },
    { score: 579, band: 'poor' },
    { score: 580, band: 'below_average' },
    { score: 618, band: 'below_average' },
    { score: 619, band: 'below_average' },
    { score: 620, band: 'average' },
    { score: 658, band: 'average' },
    { score: 659, band: 'average' },
    { score: 660, band: 'good' },
    { score: 718, band: 'good' },
    { score: 719, band: 'good' },
    { score: 720, band: 'excellent' },
    { score: 850, band: 'excellent' },
  ])('$score is $band', ({ score, band }) => {
    expect(selfReportedCreditBand(score)).toBe(band);
  });

  it.each([undefined, null])('no score (%s) is none', (score) => {
    expect(selfReportedCreditBand(score)).toBe('none');
  });

  it.each([0, 299, 851, 640.5, Number.NaN])('rejects %s, which is not a credit score', (score) => {
    expect(() => selfReportedCreditBand(score)).toThrow(RangeError);
  });
});

describe('rentVsBuyCreditScoreFromHash', () => {
  // SPEC §2: 619 maps to 580, 659 to 620, 719 to 660, 720 and 580 stay.
  it.each([
    { hash: '619', selection: 580 },
    { hash: '659', selection: 620 },
    { hash: '719', selection: 660 },
    { hash: '720', selection: 720 },
    { hash: '580', selection: 580 },
  ])('"$hash" selects $selection', ({ hash, selection }) => {
    expect(rentVsBuyCreditScoreFromHash(hash)).toBe(selection);
  });

  // "Any other value leaves the selection empty": neighbours of the mapped values, the targets
  // that are not themselves hash values, near-misses in spelling, and object-prototype keys.
  it.each([
    null,
    '',
    '618',
    '620',
    '660',
    '700',
    '721',
    '579',
    '581',
    ' 619',
    '619 ',
    '0619',
    '619.0',
    '6.19e2',
    'toString',
    '__proto__',
    'constructor',
  ])('%j leaves the selection empty', (hash) => {
    expect(rentVsBuyCreditScoreFromHash(hash)).toBeUndefined();
  });
});

describe('isCreditScore', () => {
  it.each([
    { value: 299, ok: false },
    { value: 300, ok: true },
    { value: 850, ok: true },
    { value: 851, ok: false },
    { value: 700.1, ok: false },
    { value: Number.NaN, ok: false },
  ])('$value → $ok', ({ value, ok }) => {
    expect(isCreditScore(value)).toBe(ok);
  });
});
