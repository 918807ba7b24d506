// Each step of the calculator wizard is an entry of the browser's history (SPEC §4: "a step
// history stack powers Back"), so the browser's Back and Forward buttons move through the steps
// as the wizard's own Back does, and Back on the get-started screen leaves the page as usual.
//
// The entries share the page's address (nothing to bookmark: the answers live in the page) and
// carry `{ step, position }` in history.state beside React Router's own fields; the route's
// shouldRevalidate keeps React Router from loading anything when the browser moves between them.
// The wizard's state stays the truth: moving forward pushes an entry, a visit to an entry asks
// the wizard for that entry's step, and the wizard's Back button goes back through the history.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** What an entry of the wizard holds, under {@link WIZARD_ENTRY_KEY} of history.state. */
export interface WizardEntry {
  /** The step the entry shows. */
  step: string;
  /** 0 for the entry the page was opened with, then one more for each step forward. */
  position: number;
}

/** The key of the wizard's fields in history.state. */
export const WIZARD_ENTRY_KEY = 'calculatorWizard';

/** The wizard's fields of a history.state; undefined for anything else (an anchor's entry). */
export function wizardEntryOf(state: unknown): WizardEntry | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const entry = (state as Record<string, unknown>)[WIZARD_ENTRY_KEY];
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { step, position } = entry as Record<string, unknown>;
  if (typeof step !== 'string' || !Number.isSafeInteger(position) || (position as number) < 0) {
    return undefined;
  }
  return { step, position: position as number };
}

function writeEntry(entry: WizardEntry, how: 'push' | 'replace'): void {
  // React Router's fields (key, idx, usr) stay: its scroll restoration and blockers read them.
  const state = { ...(window.history.state as object | null), [WIZARD_ENTRY_KEY]: entry };
  if (how === 'push') window.history.pushState(state, '');
  else window.history.replaceState(state, '');
}

/** What the wizard tells its history, and what the browser's moves ask of the wizard. */
export interface WizardHistoryOptions {
  /** The step on screen. */
  step: string;
  /** Whether the wizard has a step to go back to. */
  canGoBack: boolean;
  /** Goes back one step. */
  back(): void;
  /** Goes to the step of an entry the browser moved forward (or sideways) to. */
  goTo(step: string): void;
}

/** What the wizard's buttons use instead of changing the step themselves. */
export interface WizardHistory {
  /** Call before a Next: the step it leads to gets an entry of its own. */
  expectStepForward(): void;
  /** The wizard's Back button: the browser goes back one entry, which takes the wizard back. */
  back(): void;
  /** Start over and Close (after resetting the wizard): the browser returns to the first entry. */
  returnToStart(): void;
}

/** Keeps the browser's history in step with the wizard (see the top of this file). */
export function useWizardHistory(options: WizardHistoryOptions): WizardHistory {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const position = useRef(0);
  /** The position of the entry the page was opened with: the wizard's first. */
  const first = useRef(0);
  const forward = useRef(false);
  /** The position a Start over is taking the browser back to. */
  const returning = useRef<number | null>(null);

  // The entry the page was opened with becomes the wizard's first one. After a reload it keeps
  // its position: the entries before it are this page's too.
  useEffect(() => {
    position.current = wizardEntryOf(window.history.state)?.position ?? 0;
    first.current = position.current;
    writeEntry({ step: latest.current.step, position: position.current }, 'replace');
  }, []);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const entry = wizardEntryOf(event.state);
      // An anchor's entry (the skip link) or another page's: not a step.
      if (!entry) return;
      const delta = entry.position - position.current;
      position.current = entry.position;
      forward.current = false;
      if (returning.current !== null) {
        if (entry.position === returning.current) returning.current = null;
        return;
      }
      const wizard = latest.current;
      if (delta < 0) {
        // Entries the wizard cannot go back through are left from before a reload: the browser
        // skips them and leaves the page, as Back on the get-started screen does.
        if (!wizard.canGoBack) {
          window.history.go(-(entry.position + 1));
          return;
        }
        for (let step = 0; step < -delta; step += 1) wizard.back();
      } else if (entry.step !== wizard.step) {
        wizard.goTo(entry.step);
      }
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // After the step changes: a step forward gets an entry of its own; any other change (the
  // wizard could not go where an entry pointed) corrects the entry the browser is on.
  useEffect(() => {
    if (returning.current !== null) return;
    const entry = wizardEntryOf(window.history.state);
    if (entry?.step === options.step && entry.position === position.current) return;
    if (forward.current) {
      forward.current = false;
      position.current += 1;
      writeEntry({ step: options.step, position: position.current }, 'push');
    } else {
      writeEntry({ step: options.step, position: position.current }, 'replace');
    }
  }, [options.step]);

  const expectStepForward = useCallback(() => {
    forward.current = true;
  }, []);

  const back = useCallback(() => {
    forward.current = false;
    if (position.current > first.current) window.history.back();
    else latest.current.back();
  }, []);

  const returnToStart = useCallback(() => {
    forward.current = false;
    if (position.current === first.current) return;
    returning.current = first.current;
    window.history.go(first.current - position.current);
  }, []);

  return { expectStepForward, back, returnToStart };
}
