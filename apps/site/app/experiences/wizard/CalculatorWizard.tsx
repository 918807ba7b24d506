import { useCallback, useEffect, useState, type FormEvent, type RefObject } from 'react';
import { Card } from '@lender/ui/card';
import { TextInput } from '@lender/ui/text-input';
import type { WizardEvent, WizardState, WizardView } from './wizard-engine.ts';
import {
  trackDropdownValue,
  trackLoadedComponent,
  useExperienceLoaded,
} from '../experience-analytics.ts';
import { RadioQuestion } from '../shared/RadioQuestion.tsx';
import { SelectField } from '../shared/SelectField.tsx';
import { intentProps, useFocusOnChange, useLazyMachine } from '../use-lazy-machine.ts';
import { useWizardHistory, type WizardHistory } from './use-wizard-history.ts';

const loadEngine = () => import('./wizard-engine.ts');
const initialState = (engine: { initial: WizardState }) => engine.initial;

/** Where the wizard's form goes without JavaScript: the calculators hub, a way forward. */
export const CALCULATORS_HUB_PATH = '/calculators';

/** SPEC §4 'Questions with * are required', shown on the get-started screen (Q1) and Q2. */
const REQUIRED_HINT_ID = 'wizard-required-hint';

/**
 * The calculator-recommendation wizard (SPEC §3, §4, §5, §8): the get-started screen (step 0),
 * then one question at a time, Back through the history (the browser's Back and Forward too:
 * each step is a history entry), the ZIP code checked against the API, then the results'
 * calculator cards. Its get-started screen is rendered from `initialView` (the build worked it
 * out); the machine loads when the visitor reaches for the wizard, and each new screen's heading
 * then takes focus.
 */
export function CalculatorWizard({ initialView }: { initialView: WizardView }) {
  const wizard = useLazyMachine<WizardState, WizardEvent, Awaited<ReturnType<typeof loadEngine>>>(
    loadEngine,
    initialState,
  );
  const { module: engine, state, dispatch: send } = wizard;
  // A choice made while the machine is on its way shows at once; the machine replays it.
  const [early, setEarly] = useState<string | null>(null);
  const view =
    engine && state
      ? engine.wizardView(state)
      : { ...initialView, value: early ?? initialView.value };
  const dispatch = useCallback(
    (event: WizardEvent) => {
      if (event.type === 'choose') setEarly(event.value);
      send(event);
    },
    [send],
  );
  const headingRef = useFocusOnChange<HTMLHeadingElement>(view.step);
  useExperienceLoaded('calculator_wizard', 'wizard');
  const history = useWizardHistory({
    step: view.step,
    canGoBack: view.canGoBack,
    back: () => dispatch({ type: 'back' }),
    goTo: (step) => dispatch({ type: 'goTo', step: step as WizardState['step'] }),
  });

  // SPEC §5: Next on the ZIP question asks the API whether the ZIP code exists.
  const checkingZip = state?.checkingZip ?? null;
  useEffect(() => {
    if (!engine || checkingZip === null) return;
    let current = true;
    void engine.zipExists(checkingZip).then((exists) => {
      if (current) dispatch({ type: 'zipChecked', zip: checkingZip, exists });
    });
    return () => {
      current = false;
    };
  }, [engine, checkingZip, dispatch]);

  const resultsShown = view.results !== null;
  useEffect(() => {
    if (resultsShown) trackLoadedComponent('calculator_wizard_results', 'results');
  }, [resultsShown]);

  return (
    <section className="wizard" aria-label="Calculator finder" {...intentProps(wizard.prepare)}>
      {view.results ? (
        <WizardResults view={view} dispatch={dispatch} history={history} headingRef={headingRef} />
      ) : view.question?.kind === 'start' ? (
        <WizardStart view={view} dispatch={dispatch} history={history} headingRef={headingRef} />
      ) : (
        <WizardQuestion view={view} dispatch={dispatch} history={history} headingRef={headingRef} />
      )}
    </section>
  );
}

interface StepProps {
  view: WizardView;
  dispatch(event: WizardEvent): void;
  history: WizardHistory;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** Step 0 (SPEC §4): what the wizard does, and the button that starts it. */
function WizardStart({ view, dispatch, history, headingRef }: StepProps) {
  const screen = view.question!;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    history.expectStepForward();
    dispatch({ type: 'next' });
  };
  return (
    // Without JavaScript the button leads to the calculators hub, so the page still has a way on.
    <form
      className="wizard__form wizard__start"
      action={CALCULATORS_HUB_PATH}
      method="get"
      noValidate
      onSubmit={onSubmit}
    >
      <h2 className="wizard__start-heading" ref={headingRef} tabIndex={-1}>
        {screen.text}
      </h2>
      {screen.hint && <p className="wizard__start-text">{screen.hint}</p>}
      {view.requiredHint && (
        <p className="wizard__required-hint" id={REQUIRED_HINT_ID}>
          Questions with * are required
        </p>
      )}
      <div className="wizard__actions">
        <button type="submit" className="button" data-button-type="cta">
          {screen.action}
        </button>
      </div>
    </form>
  );
}

function WizardQuestion({ view, dispatch, history, headingRef }: StepProps) {
  const question = view.question!;
  const inputId = `wizard-${question.id}`;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    history.expectStepForward();
    dispatch({ type: 'next' });
  };
  // After Next with no answer, the message is read from the first control, where focus goes.
  const errorKey = view.error ? `${view.step}:${view.error}` : null;
  useEffect(() => {
    if (errorKey) document.getElementById(inputId)?.focus();
  }, [errorKey, inputId]);

  return (
    // Without JavaScript the form leads to the calculators hub, so the page still has a way on.
    <form
      className="wizard__form"
      action={CALCULATORS_HUB_PATH}
      method="get"
      noValidate
      onSubmit={onSubmit}
    >
      <div className="wizard__meta">
        {view.stepText && (
          <p className="wizard__step">
            <span className="visually-hidden">Question </span>
            {view.stepText}
          </p>
        )}
        {view.requiredHint && (
          <p className="wizard__required-hint" id={REQUIRED_HINT_ID}>
            Questions with * are required
          </p>
        )}
      </div>
      {question.kind === 'choice' ? (
        <RadioQuestion
          id={inputId}
          name={question.id}
          question={question.text}
          headingRef={headingRef}
          hint={question.hint}
          error={view.error}
          options={question.options}
          value={view.value}
          required
          onChange={(value) => dispatch({ type: 'choose', value })}
        />
      ) : (
        <div className="wizard__zip">
          <h2 className="wizard__zip-heading" ref={headingRef} tabIndex={-1}>
            {question.text}
            <span className="radio-question__required" aria-hidden="true">
              {' '}
              *
            </span>
          </h2>
          <TextInput
            id={inputId}
            name="zip"
            label="ZIP code"
            hint={question.hint}
            error={view.error ?? undefined}
            width="short"
            inputMode="numeric"
            autoComplete="postal-code"
            required
            value={view.value}
            onChange={(event) => dispatch({ type: 'typeZip', value: event.target.value })}
          />
        </div>
      )}
      <div className="wizard__actions">
        <button
          type="submit"
          className="button"
          aria-disabled={view.checking || undefined}
          data-button-type="navigation"
        >
          {view.checking ? 'Checking your ZIP code…' : 'Next'}
        </button>
        {view.canGoBack && (
          <button type="button" className="button button--secondary" onClick={history.back}>
            Back
          </button>
        )}
        {view.answered && (
          <button
            type="button"
            className="link-button wizard__close"
            onClick={() => {
              dispatch({ type: 'close' });
              history.returnToStart();
            }}
          >
            Close
          </button>
        )}
      </div>
      <p className="wizard__status" role="status">
        {view.checking ? 'Checking your ZIP code' : ''}
      </p>
    </form>
  );
}

function WizardResults({ view, dispatch, history, headingRef }: StepProps) {
  const results = view.results!;
  return (
    <div className="wizard-results">
      <h2 ref={headingRef} tabIndex={-1} className="wizard-results__heading">
        Calculators for you
      </h2>
      <form className="wizard-results__choices" noValidate onSubmit={(e) => e.preventDefault()}>
        <SelectField
          id="wizard-own-a-home"
          label="Do you own a home now?"
          options={results.ownAHomeOptions}
          value={results.ownAHome ?? ''}
          placeholder="Select an option"
          analytics={{ dropdownName: 'own_a_home', componentName: 'calculator_wizard' }}
          onChange={(value) => {
            trackDropdownValue('own_a_home', 'calculator_wizard', value);
            dispatch({ type: 'changeOwnAHome', value: value as 'yes' | 'no' });
          }}
        />
        <SelectField
          id="wizard-calculating"
          label="What do you want to figure out?"
          error={results.calculatingError}
          options={results.calculatingOptions}
          value={results.calculating ?? ''}
          placeholder="Select an option"
          required
          analytics={{ dropdownName: 'calculating', componentName: 'calculator_wizard' }}
          onChange={(value) => {
            trackDropdownValue('calculating', 'calculator_wizard', value);
            dispatch({ type: 'changeCalculating', value });
          }}
        />
      </form>
      {results.cards.length > 0 && (
        <ul className="card-grid wizard-results__cards" aria-label="Suggested calculators">
          {results.cards.map((card) => (
            <li key={card.name}>
              <Card heading={card.title} href={card.href}>
                <p>{card.purpose}</p>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <p className="wizard-results__hint">{results.hint}</p>
      <div className="wizard__actions">
        <button type="button" className="button button--secondary" onClick={history.back}>
          Back
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            dispatch({ type: 'startOver' });
            history.returnToStart();
          }}
        >
          Start over
        </button>
      </div>
    </div>
  );
}
