import { Stepper } from '@lender/ui/stepper';
import type { ArticleStep } from '../render-markdown.server.ts';

/**
 * The review stepper of a step-by-step guide (SPEC §2): its steps at a glance, each linked to
 * the section that explains it when the article has one.
 */
export function ReviewSteps({ label, steps }: { label: string; steps: readonly ArticleStep[] }) {
  return (
    <Stepper
      className="learn-steps"
      label={label}
      steps={steps.map((step) => ({
        title: step.href ? (
          <a href={step.href}>{step.text}</a>
        ) : (
          // Inline HTML rendered from our own Markdown (bold text, links).
          <span dangerouslySetInnerHTML={{ __html: step.html }} />
        ),
      }))}
    />
  );
}
