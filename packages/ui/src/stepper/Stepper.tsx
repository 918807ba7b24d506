import type { ReactNode } from 'react';

/** SPEC §4 Personalization "Progress shows step counter of a displayed total (default 4)". */
export const DEFAULT_STEP_TOTAL = 4;

/** One step of a {@link Stepper}. */
export interface StepperStep {
  title: ReactNode;
  /** What the step involves; shown under its title. */
  description?: ReactNode;
}

/** Where a step stands against the current one. */
export type StepState = 'complete' | 'current' | 'upcoming';

/** The state of the step at `index` (0-based) when `currentStep` (1-based) is where the visitor is. */
export function stepState(index: number, currentStep: number): StepState {
  const number = index + 1;
  if (number < currentStep) return 'complete';
  if (number === currentStep) return 'current';
  return 'upcoming';
}

/** Hidden words that give each state to screen-reader users, as the visible tick and ring do. */
const STATE_TEXT: Record<StepState, string> = {
  complete: 'Completed: ',
  current: 'Current step: ',
  upcoming: 'Not started: ',
};

/** Props of {@link Stepper}. */
export interface StepperProps {
  /** Names the list, e.g. "Steps to buy a home". */
  label: string;
  steps: readonly StepperStep[];
  /**
   * The step the visitor is on, from 1. Earlier steps show as complete and this one carries
   * `aria-current="step"`. Leave it out for a plain numbered guide (an article's review steps).
   */
  currentStep?: number;
  /** `horizontal` lays the steps in a row from 768 px up; phones always stack them. */
  orientation?: 'vertical' | 'horizontal';
  className?: string;
}

/**
 * An ordered list of steps (SPEC §2 learning-center review steppers, §4 questionnaire progress):
 * numbered markers, each step's title and description, and when `currentStep` is given, which
 * steps are complete, current (`aria-current="step"`) and still to come.
 */
export function Stepper({
  label,
  steps,
  currentStep,
  orientation = 'vertical',
  className,
}: StepperProps) {
  return (
    <ol
      className={['lui-stepper', `lui-stepper--${orientation}`, className]
        .filter(Boolean)
        .join(' ')}
      aria-label={label}
    >
      {steps.map((step, index) => {
        const state = currentStep === undefined ? undefined : stepState(index, currentStep);
        return (
          <li
            // Steps are a fixed, ordered list: their position is their identity.
            key={index}
            className="lui-stepper__step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="lui-stepper__marker" aria-hidden="true">
              {state === 'complete' ? '✓' : index + 1}
            </span>
            <div className="lui-stepper__text">
              <p className="lui-stepper__title">
                {state && <span className="lui-stepper__state">{STATE_TEXT[state]}</span>}
                {step.title}
              </p>
              {step.description && (
                <div className="lui-stepper__description">{step.description}</div>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** Props of {@link StepCounter}. */
export interface StepCounterProps {
  /** The step shown, from 1. */
  current: number;
  /** The total shown to the visitor (SPEC §4: 4 unless the page says otherwise). */
  total?: number;
  className?: string;
}

/** "Step 2 of 4" with a bar that fills as the steps go by (the bar is decoration). */
export function StepCounter({ current, total = DEFAULT_STEP_TOTAL, className }: StepCounterProps) {
  const shown = Math.min(Math.max(current, 1), total);
  return (
    <div className={['lui-step-counter', className].filter(Boolean).join(' ')}>
      <p className="lui-step-counter__text">
        Step {shown} of {total}
      </p>
      <div className="lui-step-counter__bar" aria-hidden="true">
        <div className="lui-step-counter__fill" style={{ width: `${(shown / total) * 100}%` }} />
      </div>
    </div>
  );
}
