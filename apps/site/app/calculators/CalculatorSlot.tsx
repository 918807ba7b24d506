import type { CalculatorEvent, CalculatorProps } from '@lender/calculator-kit';
import { track } from '@lender/analytics/browser';
import { pageName } from '@lender/analytics/site-tracking';
import * as React from 'react';
import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import { brand } from '../brand.ts';
import { CALCULATOR_TERMS } from '../content/mortgage-terms.ts';
import type { CalculatorPageContent } from './calculator-page-types.ts';

/** What a slot loads: a calculator page's bundle, or a widget's, and where its fallback goes. */
export type CalculatorSlotTarget = Pick<CalculatorPageContent, 'fallback'> & { bundle: string };

/** How near the viewport (px) the slot must come before its bundle is fetched. */
export const LOAD_MARGIN_PX = 200;

type SlotState =
  | { status: 'waiting' }
  | { status: 'ready'; Calculator: ComponentType<CalculatorProps<Record<string, string>>> }
  | { status: 'failed' };

/** Runs `task` when the browser is idle (at most 1 s later), or soon where it cannot tell. */
function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 50);
}

/** Sends a calculator's event with the page's name, as the site's other events go. */
function sendEvent(event: CalculatorEvent) {
  track(event.name, {
    ...event.properties,
    page_name: pageName(window.location.pathname, brand.productName),
  } as never);
}

/**
 * The place of a calculator on its page. The server renders a skeleton of the calculator's
 * size (nothing moves when it arrives) and, for visitors without JavaScript, a link. In the
 * browser the calculator's bundle is fetched from the calculators base address only when the
 * slot comes within LOAD_MARGIN_PX of the viewport, sharing the page's React and pinned by the
 * page's import map; if it cannot load (a file that fails its integrity check included), the
 * slot says so and keeps a link (SPEC §8).
 */
export function CalculatorSlot({ page }: { page: CalculatorSlotTarget }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<SlotState>({ status: 'waiting' });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const start = () =>
      whenIdle(() => {
        load().catch((error: unknown) => {
          console.error(error);
          if (!cancelled) setState({ status: 'failed' });
        });
      });
    // Without IntersectionObserver (old browsers, jsdom) there is no "near": load when idle.
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // Once the page's own start-up is done (hydration, its first tasks): the calculator's
        // code then does not compete with it for the main thread.
        start();
      },
      { rootMargin: `${LOAD_MARGIN_PX}px 0px` },
    );
    async function load() {
      if (cancelled) return;
      // The loader comes with the first calculator, not with the page: pages whose calculator
      // is further down (the home page's and the articles' widgets) do not carry it.
      const { loadPinnedCalculator, readPageCalculators, shareReact } =
        await import('@lender/calculator-kit/loader');
      shareReact({
        react: React,
        'react/jsx-runtime': JsxRuntime,
        'react-dom': ReactDom,
        'react-dom/client': ReactDomClient,
      });
      // The server pins every page's calculators (apps/bff calculator-pins.ts): by name in the
      // page's import map, each file checked against the sha384 of the build it serves.
      await loadPinnedCalculator<CalculatorProps<Record<string, string>>>({
        name: page.bundle,
        calculators: readPageCalculators(document) ?? {},
      }).then(
        (module) => {
          // A transition: React renders the calculator in slices that leave the main thread
          // free between them, so a tap or key press meanwhile is answered at once.
          if (!cancelled) {
            startTransition(() =>
              setState({ status: 'ready', Calculator: module.default as never }),
            );
          }
        },
        (error: unknown) => {
          console.error(error);
          if (!cancelled) setState({ status: 'failed' });
        },
      );
    }
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [page.bundle]);

  return (
    <div
      ref={ref}
      className={`calculator-slot calculator-slot--${page.bundle}`}
      data-state={state.status}
    >
      {state.status === 'ready' && (
        <state.Calculator
          apiBaseUrl=""
          brand={{ name: brand.lenderName, getStartedUrl: page.fallback.href }}
          onEvent={sendEvent}
          terms={CALCULATOR_TERMS}
          headingLevel={2}
        />
      )}
      {state.status === 'failed' && (
        <div className="calculator-slot__fallback">
          <p>Sorry, the calculator did not load. Reload the page to try again, or:</p>
          <p>
            <a href={page.fallback.href}>{page.fallback.text}</a>
          </p>
        </div>
      )}
      {state.status === 'waiting' && (
        <>
          {/* Drawn by classes alone: the page's CSP allows no style attributes. */}
          <div className="calculator-skeleton" role="status">
            <span className="visually-hidden">Loading the calculator…</span>
            <div className="calculator-skeleton__shapes" aria-hidden="true">
              {['label', 'box', 'label', 'box', 'label', 'box', 'label', 'box', 'button'].map(
                (shape, index) => (
                  <span key={index} className={`calculator-skeleton__${shape}`} />
                ),
              )}
            </div>
          </div>
          <noscript>
            <p className="calculator-slot__no-js">
              This calculator needs JavaScript, which is off in your browser.{' '}
              <a href={page.fallback.href}>{page.fallback.text}</a>
            </p>
          </noscript>
        </>
      )}
    </div>
  );
}
