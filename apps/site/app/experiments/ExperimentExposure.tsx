import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { ExperimentAssignment } from '@lender/analytics';
import { reportExperimentParticipation } from '@lender/analytics/experiments';
import { pageName } from '@lender/analytics/site-tracking';
import { brand } from '../brand.ts';
import { readClientConfig } from '../client-config.ts';

/**
 * Reports that the visitor saw their variant (`participated_in_experiment`, once per experiment
 * per session), after the page has shown it. Nothing when analytics is off or the visitor opted
 * out (the library checks). Renders nothing: the variant is already in the server's HTML.
 */
export function ExperimentExposure({
  assignment,
}: {
  assignment: ExperimentAssignment | undefined;
}) {
  const { pathname } = useLocation();
  const experimentKey = assignment?.experimentKey;
  const variantKey = assignment?.variantKey;
  useEffect(() => {
    if (!assignment?.reportable || !readClientConfig().segmentKey) return;
    // Statically imported: about 0.4 KiB gzipped, less than a lazy chunk's loader would add.
    reportExperimentParticipation(assignment, pageName(pathname, brand.productName));
    // Once per variant shown; the library keeps it to once per session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [experimentKey, variantKey]);
  return null;
}
