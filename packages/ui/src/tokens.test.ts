// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tokensCss = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** The custom properties declared in tokens.css, comments removed. */
function customProperties(css: string): Map<string, string> {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Map(
    [...code.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
      name ?? '',
      (value ?? '').trim(),
    ]),
  );
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((channel) => {
    const c = Number.parseInt(channel, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio, from 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const tokens = customProperties(tokensCss);

function colour(name: string): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`tokens.css does not declare ${name}`);
  return value;
}

describe('contrastRatio', () => {
  // Reference values from the WCAG definition and WebAIM's contrast checker.
  it.each([
    { a: '#000000', b: '#ffffff', ratio: 21 },
    { a: '#ffffff', b: '#ffffff', ratio: 1 },
    { a: '#767676', b: '#ffffff', ratio: 4.54 },
    { a: '#777777', b: '#ffffff', ratio: 4.48 },
    { a: '#ffffff', b: '#0000ff', ratio: 8.59 },
  ])('$a on $b is $ratio:1', ({ a, b, ratio }) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });
});

describe('tokens.css', () => {
  it.each([
    '--color-brand',
    '--color-brand-contrast',
    '--color-text',
    '--color-text-muted',
    '--color-surface',
    '--color-border',
    '--color-focus',
    '--color-error',
    '--color-success',
  ])('declares %s as a #rrggbb colour', (name) => {
    expect(colour(name)).toMatch(/^#[0-9a-f]{6}$/i);
  });

  // WCAG 1.4.3 Contrast (Minimum): 4.5:1 for text.
  it.each([
    ['--color-text', '--color-surface'],
    ['--color-text-muted', '--color-surface'],
    ['--color-brand-contrast', '--color-brand'],
    ['--color-error', '--color-surface'],
    ['--color-success', '--color-surface'],
  ])('text in %s on %s reaches 4.5:1', (text, background) => {
    expect(contrastRatio(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
  });

  // WCAG 1.4.11 Non-text Contrast: 3:1 for field borders and focus indicators.
  it.each([
    ['--color-border', '--color-surface'],
    ['--color-focus', '--color-surface'],
  ])('%s on %s reaches 3:1', (part, background) => {
    expect(contrastRatio(colour(part), colour(background))).toBeGreaterThanOrEqual(3);
  });

  // SPEC §9 screen breakpoints.
  it.each([320, 375, 480, 680, 768, 880, 1080, 1290, 1440, 1920])(
    'declares the %ipx breakpoint',
    (width) => {
      expect(tokens.get(`--breakpoint-${width}`)).toBe(`${width}px`);
    },
  );

  // SPEC §9: mobile at or below 767px, tablet under 1290px.
  it.each([
    ['--breakpoint-mobile-max', '767px'],
    ['--breakpoint-tablet-max', '1289px'],
  ])('declares %s as %s', (name, value) => {
    expect(tokens.get(name)).toBe(value);
  });
});
