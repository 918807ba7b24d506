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

/**
 * The focused element, if it is hidden under something else: null when, at the centre of each
 * of its boxes inside the window (a link wrapping over two lines has two), the element found is
 * the focused element or inside it (WCAG 2.2 SC 2.4.11), else a description of both. Elements
 * with no box (visually hidden text) are skipped. A smooth scroll started by the focus (a
 * carousel bringing its card into view) is given half a second to end before judging.
 */
export async function coveredFocus(page: Page): Promise<string | null> {
  const problem = await focusProblem(page);
  if (!problem) return null;
  await page.waitForTimeout(500);
  return focusProblem(page);
}

function focusProblem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return null;
    const describe = (element: Element | null) =>
      element
        ? `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}> “${(element.textContent ?? '').trim().slice(0, 40)}”`
        : 'nothing';
    const boxes = [...active.getClientRects()].filter((box) => box.width > 1 && box.height > 1);
    if (boxes.length === 0) return null;
    const onScreen = boxes
      .map((box) => ({
        top: Math.max(box.top, 0),
        bottom: Math.min(box.bottom, window.innerHeight),
        left: Math.max(box.left, 0),
        right: Math.min(box.right, window.innerWidth),
      }))
      .filter((box) => box.bottom > box.top && box.right > box.left);
    if (onScreen.length === 0) return `${describe(active)} is outside the window`;
    // A control's own label is its visible part where the input itself is see-through (the
    // GOV.UK radios and checkboxes draw the box on the label): that is not covering it.
    const labels = 'labels' in active ? [...((active as HTMLInputElement).labels ?? [])] : [];
    for (const box of onScreen) {
      const hit = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
      const ownLabel = hit !== null && labels.some((label) => label.contains(hit));
      if (!hit || (hit !== active && !active.contains(hit) && !ownLabel)) {
        return `${describe(active)} is under ${describe(hit)}`;
      }
    }
    return null;
  });
}
