import type { Page } from '@playwright/test';
import { hydrated } from './hydration.ts';

/** The two widths every template is checked at: a phone (390 × 844) and a desktop. */
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 900 } as const;

/**
 * Opens a page as a first-time visitor and waits until it is hydrated and its banner, which
 * appears after hydration, has had its chance to show (every page but the subscribe pages shows
 * the sales banner to a new visitor).
 */
export async function openAsNewVisitor(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // The banner is rendered in a React commit after hydration; one frame lets it lay out.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/** Where the keyboard focus is, and whether it is covered: one round trip to the page per Tab. */
export interface FocusStop {
  /** The focused element's path from the body (child indexes), or 'body' when nothing is focused. */
  readonly id: string;
  /** Null when it is not covered, else what covers it (see `focusStop`). */
  readonly problem: string | null;
}

/**
 * The focused element and whether it is hidden under something else: `problem` is null when, at
 * the centre of each of its boxes inside the window (a link wrapping over two lines has two), the
 * element found is the focused element or inside it (WCAG 2.2 SC 2.4.11), else a description of
 * both. Elements
 * with no box (visually hidden text) are skipped. A smooth scroll started by the focus (a
 * carousel bringing its card into view) is given half a second to end before judging.
 */
export async function focusStop(page: Page): Promise<FocusStop> {
  const stop = await inspectFocus(page);
  if (!stop.problem) return stop;
  await page.waitForTimeout(500);
  return inspectFocus(page);
}

function inspectFocus(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return { id: 'body', problem: null };
    const path: number[] = [];
    for (let node: Element | null = active; node && node !== document.body;) {
      const parent: Element | null = node.parentElement;
      path.unshift(parent ? [...parent.children].indexOf(node) : 0);
      node = parent;
    }
    const id = path.join('.');
    const describe = (element: Element | null) =>
      element
        ? `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}> “${(element.textContent ?? '').trim().slice(0, 40)}”`
        : 'nothing';
    const boxes = [...active.getClientRects()].filter((box) => box.width > 1 && box.height > 1);
    if (boxes.length === 0) return { id, problem: null };
    const onScreen = boxes
      .map((box) => ({
        top: Math.max(box.top, 0),
        bottom: Math.min(box.bottom, window.innerHeight),
        left: Math.max(box.left, 0),
        right: Math.min(box.right, window.innerWidth),
      }))
      .filter((box) => box.bottom > box.top && box.right > box.left);
    if (onScreen.length === 0) return { id, problem: `${describe(active)} is outside the window` };
    // A control's own label is its visible part where the input itself is see-through (the
    // GOV.UK radios and checkboxes draw the box on the label): that is not covering it.
    const labels = 'labels' in active ? [...((active as HTMLInputElement).labels ?? [])] : [];
    for (const box of onScreen) {
      const hit = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
      const ownLabel = hit !== null && labels.some((label) => label.contains(hit));
      // An element that holds the focused one is not covering it: the control draws itself
      // there (a slider's see-through input inside its thumb, on its track). A fixed or sticky
      // element that could hide it is never its ancestor.
      const ownContainer = hit !== null && hit.contains(active);
      if (!hit || (hit !== active && !active.contains(hit) && !ownLabel && !ownContainer)) {
        return { id, problem: `${describe(active)} is under ${describe(hit)}` };
      }
    }
    return { id, problem: null };
  });
}
