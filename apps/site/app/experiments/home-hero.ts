// The home page hero experiment (issue 26 part 6): two wordings of the same hero. Only words
// change: the same picture, the same stylesheet, lines of about the same length, so neither
// variant moves the layout or adds a byte of image or CSS.

/** Its key in apps/site/experiments.json. */
export const HOME_HERO_EXPERIMENT = 'home-hero';

/** What a hero variant says. */
export interface HeroCopy {
  readonly headline: string;
  readonly lead: string;
  /** The first call to action and where it leads (a page of the site). */
  readonly action: { readonly label: string; readonly path: string };
}

/** The control: the hero as it was before the experiment. */
export const HOME_HERO_CONTROL = 'explain';

/** Each variant's words, by its key in the configuration file. */
export const HOME_HERO_COPY: Readonly<Record<string, HeroCopy>> = {
  [HOME_HERO_CONTROL]: {
    headline: 'A home loan you understand, from people who explain it',
    lead:
      'Buying your first home, moving, or refinancing the one you have: see what you can ' +
      'afford, what it costs each month and what you need up front, then talk it through with ' +
      'a licensed loan officer.',
    action: { label: 'Get started', path: '/purchase/get-started' },
  },
  'numbers-first': {
    headline: 'Know what you can afford before you talk to a lender',
    lead:
      'Whether you are buying your first home, moving, or refinancing: find out what you can ' +
      'afford, your monthly payment and the cash you need up front in a few minutes, then ' +
      'talk it through with a licensed loan officer.',
    action: { label: 'See what you can afford', path: '/calculators/affordability' },
  },
};

/** The words of a variant; the control's for a variant this page does not know. */
export function heroCopy(variantKey: string | undefined): HeroCopy {
  return HOME_HERO_COPY[variantKey ?? HOME_HERO_CONTROL] ?? HOME_HERO_COPY[HOME_HERO_CONTROL]!;
}

/** Whether this page can show a variant (an unknown one shows the control and is not reported). */
export function isHeroVariant(variantKey: string | undefined): boolean {
  return variantKey !== undefined && Object.hasOwn(HOME_HERO_COPY, variantKey);
}
