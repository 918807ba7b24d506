// The loan-options questionnaire's machine and views (SPEC §2–§5, §8, §9), loaded when the
// visitor starts it: it brings the content schema's zod with it, which the landing section does
// not need.
import {
  collapseCards,
  initialLoanOptionsState,
  loanOptionsFormView,
  loanOptionsReducer,
  loanOptionsResults,
  loanOptionsReviewView,
  type LoanOptionsAnswers,
  type LoanOptionsContent,
  type LoanOptionsEvent,
  type LoanOptionsState,
} from '@lender/guided-experiences/loan-options';

export type { LoanOptionsContent, LoanOptionsEvent, LoanOptionsState };
export { collapseCards, loanOptionsFormView, loanOptionsResults, loanOptionsReviewView };

export const initial = initialLoanOptionsState();
export const reduce = (state: LoanOptionsState, event: LoanOptionsEvent) =>
  loanOptionsReducer(state, event);

/**
 * The `applied_filters` name of submitted answers (SPEC §3, §5): `loan_options` and what they
 * ask for, so the home-loans flags follow: buy_a_home or refinance, low_down_payment when the
 * visitor wants more affordable loans, low_credit below 620, and va for military service.
 */
export function loanOptionsFilterName(answers: LoanOptionsAnswers): string {
  const parts = ['loan_options'];
  if (answers.researching === 'purchase') parts.push('buy_a_home');
  if (answers.researching === 'refi') parts.push('refinance');
  if (answers.affordable === 'Yes') parts.push('low_down_payment');
  if (answers.credit === 'Below 579' || answers.credit === '580-619') parts.push('low_credit');
  if (answers.va === 'Yes') parts.push('va');
  return parts.join('_');
}
