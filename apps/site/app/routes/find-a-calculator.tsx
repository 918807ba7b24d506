import './find-a-calculator.css';
import { Card } from '@lender/ui/card';
import { CALCULATOR_NAMES, CALCULATORS } from '@lender/guided-experiences/calculators';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/find-a-calculator';
import { pageMeta } from '../meta.ts';
import { MoreTools } from '../components/MoreTools.tsx';
import { CalculatorWizard } from '../experiences/wizard/CalculatorWizard.tsx';

export const meta = () => pageMeta('/find-a-calculator');

/** Pre-rendered: the wizard's get-started screen, worked out by its machine at build time. */
export async function loader() {
  const { initialWizardView } = await import('../experiences/wizard/wizard-engine.ts');
  return { initialView: initialWizardView() };
}

/**
 * The wizard's steps are history entries at this same address (use-wizard-history.ts): the
 * browser's Back and Forward between them change the step, and load nothing.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod === undefined && currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
}

/**
 * The calculator-recommendation wizard (SPEC §2, §4), and under it every calculator, so a
 * visitor who knows what they want (or has no JavaScript) goes straight there.
 */
export default function FindACalculator({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page wizard-page">
      <h1>Find the right calculator</h1>
      <p className="lead">
        Not sure which calculator answers your question? Our calculator finder asks about your plans
        and points you to the right ones.
      </p>
      <CalculatorWizard initialView={loaderData.initialView} />
      <section className="section" aria-labelledby="all-calculators">
        <h2 id="all-calculators">All our calculators</h2>
        <ul className="card-grid">
          {CALCULATOR_NAMES.map((name) => (
            <li key={name}>
              <Card heading={CALCULATORS[name].title} href={CALCULATORS[name].path}>
                <p>{CALCULATORS[name].purpose}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <MoreTools current="/find-a-calculator" />
    </div>
  );
}
