import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_REGISTRY,
  calculatorById,
  calculatorPageAt,
  calculatorPages,
  type CalculatorEntry,
} from './registry.ts';

const ids = CALCULATOR_REGISTRY.map((entry) => entry.id);

describe('CALCULATOR_REGISTRY', () => {
  it('names each calculator, page, card and package once', () => {
    const once = (values: readonly unknown[]) => expect(new Set(values).size).toBe(values.length);
    once(ids);
    once(CALCULATOR_REGISTRY.map((entry) => entry.name));
    once(calculatorPages().map((entry) => entry.path));
    once(CALCULATOR_REGISTRY.flatMap((entry) => entry.cardName ?? []));
    once(CALCULATOR_REGISTRY.map((entry) => entry.package));
  });

  it.each(CALCULATOR_REGISTRY.map((entry) => [entry.id, entry] as const))(
    '%s: its bundle is its id, built from a workspace package of that name',
    (id, entry) => {
      expect(entry.bundle).toBe(id);
      expect(entry.package).toBe(`@lender/calculator-${id}`);
      const manifest = join(import.meta.dirname, '..', '..', `calculator-${id}`, 'package.json');
      expect(JSON.parse(readFileSync(manifest, 'utf8'))).toMatchObject({ name: entry.package });
    },
  );

  it.each(CALCULATOR_REGISTRY.map((entry) => [entry.id, entry] as const))(
    '%s: words written as sentences, a page under /calculators on the hub, a widget on neither',
    (id, entry) => {
      expect(entry.description).toMatch(/^[A-Z].*\.$/);
      expect(entry.purpose).toMatch(/^[A-Z].*\.$/);
      expect(entry.name).toMatch(/^[A-Z].* calculator$/);
      if (id.startsWith('mini-')) {
        expect(entry.path).toBeUndefined();
        expect(entry.hubSection).toBeUndefined();
      } else {
        expect(entry.path).toBe(`/calculators/${id}`);
        expect(['buying', 'owning']).toContain(entry.hubSection);
      }
    },
  );

  it('spells rent vs. buy one way, AP style', () => {
    expect(calculatorById('rent-vs-buy').name).toBe('Rent vs. buy calculator');
  });

  it('lists the pages in the hub order, buying first, then the widgets', () => {
    expect(ids).toEqual([
      'mortgage',
      'affordability',
      'down-payment',
      'rent-vs-buy',
      'refinance',
      'shorter-term-refinance',
      'mortgage-payoff',
      'amortization',
      'home-equity',
      'mini-mortgage',
      'mini-home-equity',
      'mini-purchase-refinance',
    ]);
  });
});

describe('calculatorById', () => {
  it('finds a calculator by its id', () => {
    expect(calculatorById('mortgage').path).toBe('/calculators/mortgage');
    expect(calculatorById('mini-mortgage')).toMatchObject({ bundle: 'mini-mortgage' });
  });

  it('refuses an id the registry does not have', () => {
    expect(() => calculatorById('nope' as 'mortgage')).toThrow('No calculator "nope"');
  });
});

describe('calculatorPages and calculatorPageAt', () => {
  const fake: CalculatorEntry = {
    id: 'fake',
    name: 'Fake calculator',
    path: '/calculators/fake',
    description: 'A fake.',
    purpose: 'A fake.',
    package: '@lender/calculator-fake',
    bundle: 'fake',
    hubSection: 'owning',
  };

  it('lists the calculators that have a page, in order, widgets left out', () => {
    expect(calculatorPages().map((entry) => entry.id)).toEqual(ids.slice(0, 9));
    expect(calculatorPages([...CALCULATOR_REGISTRY, fake]).at(-1)).toBe(fake);
  });

  it('finds the page at a path in the registry it is given', () => {
    expect(calculatorPageAt('/calculators/rent-vs-buy')?.id).toBe('rent-vs-buy');
    expect(calculatorPageAt('/calculators/fake')).toBeUndefined();
    expect(calculatorPageAt('/calculators/fake', [fake])).toBe(fake);
  });
});
