/** Which legend the logotype carries. */
export type EqualHousingVariant = 'lender' | 'opportunity';

/**
 * The legends, verbatim. 12 CFR 338.3 (FDIC): a bank's housing-loan advertising shows the logotype
 * with "Equal Housing Lender"; "Equal Housing Opportunity" is the HUD legend (24 CFR 109/110)
 * used by lenders that are not banks.
 */
export const EQUAL_HOUSING_LEGENDS = {
  lender: 'Equal Housing Lender',
  opportunity: 'Equal Housing Opportunity',
} as const satisfies Record<EqualHousingVariant, string>;

/** Props of {@link EqualHousingLender}. */
export interface EqualHousingLenderProps {
  /** `'lender'` for "Equal Housing Lender" (the default), `'opportunity'` for "Equal Housing Opportunity". */
  variant?: EqualHousingVariant;
}

/**
 * The Equal Housing logotype with its legend as real text beside it, so the legend stays readable
 * when zoomed or restyled (WCAG 1.4.5). The legend is the logotype's text alternative: the drawing
 * itself is hidden from assistive technology, which would otherwise announce the name twice
 * (WCAG 1.1.1, technique H2).
 */
export function EqualHousingLender({ variant = 'lender' }: EqualHousingLenderProps) {
  const legend = EQUAL_HOUSING_LEGENDS[variant];
  return (
    <span className="lui-ehl">
      <svg
        className="lui-ehl__logotype"
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 64 64"
        fill="currentColor"
        xmlns="http://www.w3.org/2000/svg"
      >
        {/* House outline: roof, walls and floor in one closed, even-odd shape. */}
        <path
          fillRule="evenodd"
          d="M32 4 2 30h8v30h44V30h8L32 4Zm0 8.6L16 26.5V54h32V26.5L32 12.6Z"
        />
        {/* The equals sign inside. */}
        <rect x="21" y="30" width="22" height="6" />
        <rect x="21" y="41" width="22" height="6" />
      </svg>
      <span className="lui-ehl__legend">{legend}</span>
    </span>
  );
}
