import { describe, expect, it } from 'vitest';
import { ButtonType, buttonType } from './button-type.ts';

describe('buttonType', () => {
  it.each(Object.values(ButtonType))('SPEC §5: keeps the known type %j', (type) => {
    expect(buttonType(type)).toBe(type);
  });

  it.each([
    { attribute: ' CTA ', type: 'cta' },
    { attribute: 'Navigation', type: 'navigation' },
    { attribute: 'submit\n', type: 'submit' },
  ])(
    'SPEC §5: reads $attribute as "$type", ignoring case and surrounding space',
    ({ attribute, type }) => {
      expect(buttonType(attribute)).toBe(type);
    },
  );

  it.each([
    'primary',
    'call to action',
    'c t a',
    '',
    '   ',
    'toString',
    '__proto__',
    null,
    undefined,
    42,
    ['cta'],
  ])('SPEC §5: sends %j as "other", not being a known type', (attribute) => {
    expect(buttonType(attribute)).toBe('other');
  });

  it('has "other" among its members, as the fallback must itself be valid', () => {
    expect(Object.values(ButtonType)).toContain('other');
  });
});
