// What the results section shows for a set of answers (SPEC §3, §4, §9): the cards the answer
// path maps to, the articles fallback, the title and the message variant, and the tablet collapse.

import {
  MATCH_COUNT_PLACEHOLDER,
  splitNames,
  type LoanOptionsContent,
  type ProductCard,
} from './content.ts';
import {
  answerPath,
  LOAN_OPTIONS_QUESTIONS,
  type LoanOptionsAnswers,
  type LoanOptionsQuestion,
} from './questions.ts';

/** SPEC §3 filter result: products (showArticles false) or the articles fallback, by name. */
export interface LoanOptionsFilterResult {
  showArticles: boolean;
  items: string[];
}

/**
 * SPEC §3, §4: the names an answer path maps to. Product cards are kept by tag (the product name),
 * in the row's order; when no product card matches, the row's article names are the articles
 * fallback. A path with no row shows no products and no articles.
 */
export function filterLoanOptions(
  content: Pick<LoanOptionsContent, 'paths' | 'products'>,
  path: string,
): LoanOptionsFilterResult {
  const row = content.paths.find((candidate) => splitNames(candidate.answers).join(';') === path);
  const names = row ? [...new Set(splitNames(row.show))] : [];
  const tags = new Set(content.products.map((product) => product.name));
  const products = names.filter((name) => tags.has(name));
  if (products.length > 0) return { showArticles: false, items: products };
  return { showArticles: true, items: names };
}

/** The SPEC §3 result copy keys that hold a message. */
export type LoanOptionsMessageVariant =
  'default' | 'purchaseCreditBelow579' | 'refiCreditBelow579' | 'refiCredit580To619';

/**
 * The credit answers a refinancer gets the refiCredit580To619 message for (SPEC §4: "refinance
 * with 580 to 619 or 620 to 639 gives refiCredit580To619"). The questionnaire's credit options
 * are the SPEC §9 labels, and 620 to 639 is part of the 620-680 option, which cannot tell a 630
 * from a 670. Every refinancer with a score from 620 to 639 must get the message, so the whole
 * option does: its copy is written to hold for any score from 580 to 680 (content/loan-options.json).
 */
export const REFI_CREDIT_580_TO_619_ANSWERS: readonly string[] = ['580-619', '620-680'];

/**
 * SPEC §4 message variants: purchase with credit Below 579 → purchaseCreditBelow579; refinance
 * with Below 579 → refiCreditBelow579; refinance with 580-619 or 620-680 (which holds 620 to 639)
 * → refiCredit580To619; anything else → default.
 *
 * The SPEC's example path for refiCredit580To619 (refi, 580-619, affordable Yes, VA No) is one of
 * the refinance paths it covers; the rule does not depend on the affordable or VA answers.
 */
export function loanOptionsMessageVariant(answers: LoanOptionsAnswers): LoanOptionsMessageVariant {
  const { researching, credit } = answers;
  if (credit === 'Below 579') {
    if (researching === 'purchase') return 'purchaseCreditBelow579';
    if (researching === 'refi') return 'refiCreditBelow579';
  }
  if (
    researching === 'refi' &&
    credit !== undefined &&
    REFI_CREDIT_580_TO_619_ANSWERS.includes(credit)
  ) {
    return 'refiCredit580To619';
  }
  return 'default';
}

/** Everything the results section shows. */
export interface LoanOptionsResultsView extends LoanOptionsFilterResult {
  /** SPEC §3 answer path the results come from. */
  path: string;
  /** richTitle with {x} replaced by the number of product cards, or noResultTitle. */
  title: string;
  variant: LoanOptionsMessageVariant;
  message: string;
  /** The matching product cards, in the row's order (empty with the articles fallback). */
  products: ProductCard[];
  /** The article names (slugs) of the articles fallback (empty when products show). */
  articles: string[];
}

/** The results of submitted answers (SPEC §3, §4). */
export function loanOptionsResults(
  content: LoanOptionsContent,
  answers: LoanOptionsAnswers,
  questions: readonly LoanOptionsQuestion[] = LOAN_OPTIONS_QUESTIONS,
): LoanOptionsResultsView {
  const path = answerPath(questions, answers);
  const filtered = filterLoanOptions(content, path);
  const products = filtered.showArticles
    ? []
    : filtered.items.flatMap((name) => content.products.filter((card) => card.name === name));
  const variant = loanOptionsMessageVariant(answers);
  return {
    ...filtered,
    path,
    title: filtered.showArticles
      ? content.copy.noResultTitle
      : content.copy.richTitle.replaceAll(MATCH_COUNT_PLACEHOLDER, String(products.length)),
    variant,
    message: content.copy[variant],
    products,
    articles: filtered.showArticles ? filtered.items : [],
  };
}

/** SPEC §9: tablet is wider than 768 px and narrower than 1290 px (769–1289 px). */
export const TABLET_MIN_WIDTH_PX = 769;

/** SPEC §9: the widest tablet width. */
export const TABLET_MAX_WIDTH_PX = 1289;

/** SPEC §9: on tablet, more than this many unique cards collapse to this many. */
export const TABLET_COLLAPSED_CARD_COUNT = 2;

/** Whether a viewport width is the SPEC §9 tablet layout. */
export function isTabletWidth(viewportWidth: number): boolean {
  return viewportWidth > TABLET_MIN_WIDTH_PX - 1 && viewportWidth < TABLET_MAX_WIDTH_PX + 1;
}

/** The cards to show and the toggle, if any. */
export interface CardCollapse<T> {
  visible: T[];
  /** The toggle button; null when every card shows without one. */
  toggle: { label: string; expanded: boolean } | null;
}

/**
 * SPEC §4, §9: on tablet, more than 2 unique cards collapse to the first 2 with a toggle labelled
 * toggleShow (expanded: every card, labelled toggleHide). Elsewhere every card shows, no toggle.
 * Cards are told apart by `key` (their name by default).
 */
export function collapseCards<T>(
  cards: readonly T[],
  {
    viewportWidth,
    expanded,
    toggleShow,
    toggleHide,
    key = (card: T) => String(card),
  }: {
    viewportWidth: number;
    expanded: boolean;
    toggleShow: string;
    toggleHide: string;
    key?: (card: T) => string;
  },
): CardCollapse<T> {
  const seen = new Set<string>();
  const unique = cards.filter((card) => {
    const id = key(card);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  if (!isTabletWidth(viewportWidth) || unique.length <= TABLET_COLLAPSED_CARD_COUNT) {
    return { visible: unique, toggle: null };
  }
  return {
    visible: expanded ? unique : unique.slice(0, TABLET_COLLAPSED_CARD_COUNT),
    toggle: { label: expanded ? toggleHide : toggleShow, expanded },
  };
}
