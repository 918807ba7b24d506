import type { DataSource } from '@lender/validation';

/** The prefix imported Redfin files are recorded under (`redfin:<file name>`). */
export const REDFIN_SOURCE_PREFIX = 'redfin:';

/** The source and label of every demo figure. */
export const DEMO_SOURCE = 'demo';

/** How figures from a stored source are labelled wherever they are shown. */
export function dataSource(source: string, isDemo: boolean): DataSource {
  if (isDemo) {
    return {
      demo: true,
      source: 'demo',
      label: 'Demo figures for illustration only, not real market data.',
    };
  }
  if (source.startsWith(REDFIN_SOURCE_PREFIX)) {
    return {
      demo: false,
      source,
      label: 'Data provided by Redfin, a national real estate brokerage (Redfin Data Center).',
    };
  }
  return { demo: false, source, label: `Data imported from ${source}.` };
}
