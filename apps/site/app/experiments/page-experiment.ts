// A page's side of an experiment (issue 26 part 6): the variant the server chose for this
// request. Pre-rendering has no visitor, so it gets none and the page renders its control.
import type { ExperimentAssignment } from '@lender/analytics';
import type { RouterContextProvider } from 'react-router';
import { siteServerContext } from '../server-context.ts';

/** The visitor's variant of an experiment, for a loader; undefined when it does not run here. */
export function pageExperiment(
  context: Readonly<RouterContextProvider>,
  experimentKey: string,
): ExperimentAssignment | undefined {
  return context
    .get(siteServerContext)
    ?.experiments?.find((assignment) => assignment.experimentKey === experimentKey);
}
