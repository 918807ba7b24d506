// What the calculators' Storybook stories share: the visitor's steps every calculator has (its one
// Calculate button, its "How we calculated this" disclosure) and the play functions whose intent
// recurs from calculator to calculator. `@lender/calculator-test-support/stories`; the stories run
// in the one Storybook's browser test, so everything here comes from `storybook/test` (recorded
// in the Interactions panel). A story's `meta` stays a literal in its own file: Storybook reads
// its title and tags without running it.
import { expect, userEvent, within } from 'storybook/test';

/** The queries of one story's canvas, as `within(canvasElement)` gives them. */
export type Canvas = ReturnType<typeof within>;

/** What a play function here reads of Storybook's context. */
export interface PlayContext {
  canvasElement: HTMLElement;
}

/** A visible text, whole (a string) or in part (a RegExp), as Testing Library matches it. */
export type TextMatch = string | RegExp;

/** Clicks the calculator's one button, 'Calculate'; the canvas, to look for what it brings. */
export async function clickCalculate(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Calculate' }));
  return canvas;
}

/** Opens the "How we calculated this" disclosure each calculator's figures end with. */
export async function openHowWeCalculated(canvasElement: HTMLElement): Promise<Canvas> {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByText('How we calculated this'));
  return canvas;
}

/** Clears the box labelled `label`, types `text` and leaves it: the box commits on blur. */
export async function typeInto(canvasElement: HTMLElement, label: RegExp, text: string) {
  const box = within(canvasElement).getByLabelText(label);
  await userEvent.clear(box);
  await userEvent.type(box, text);
  await userEvent.tab();
}

/**
 * A story's `beforeEach`: the address carries `hash` (without its `#`), as a shared link or a
 * wizard card opens the calculator. The shared preview clears the hash before each story.
 */
export const withHash = (hash: string) => () => {
  const { pathname, search } = window.location;
  window.history.replaceState(null, '', `${pathname}${search}#${hash}`);
};

/** The figures shown are the example's, and calculator-kit's figures note says so. */
export async function expectExampleFigures(canvasElement: HTMLElement): Promise<void> {
  await expect(within(canvasElement).getByTestId('figures-note')).toHaveTextContent(
    /example values/,
  );
}

/** Calculate on invalid answers: the error summary, and a link to the box of each `message`. */
export async function expectFieldErrors(
  canvasElement: HTMLElement,
  ...messages: string[]
): Promise<void> {
  const canvas = await clickCalculate(canvasElement);
  await expect(await canvas.findByText('There is a problem')).toBeVisible();
  for (const name of messages) {
    await expect(canvas.getByRole('link', { name })).toBeVisible();
  }
}

/** A play: the story's answers, Calculate, then the summary and each message's link. */
export const showsFieldErrors =
  (...messages: string[]) =>
  ({ canvasElement }: PlayContext) =>
    expectFieldErrors(canvasElement, ...messages);

/** A play: `text` shows (waited for), from the story's args and address alone. */
export const shows =
  (text: TextMatch) =>
  async ({ canvasElement }: PlayContext) => {
    await expect(await within(canvasElement).findByText(text)).toBeVisible();
  };

/** A play: `text` shows as the story opens, worked out in the page with nothing to wait for. */
export const showsAtOnce =
  (text: TextMatch) =>
  async ({ canvasElement }: PlayContext) => {
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  };

/** A play: the visitor enters `value` in the box labelled `label` (see typeInto), then `text` shows. */
export const showsOnEntering =
  (label: RegExp, value: string, text: TextMatch) =>
  async ({ canvasElement }: PlayContext) => {
    await typeInto(canvasElement, label, value);
    await expect(await within(canvasElement).findByText(text)).toBeVisible();
  };

/** A play: Calculate on the story's answers, then `text` shows. */
export const showsOnCalculate =
  (text: TextMatch) =>
  async ({ canvasElement }: PlayContext) => {
    const canvas = await clickCalculate(canvasElement);
    await expect(await canvas.findByText(text)).toBeVisible();
  };
