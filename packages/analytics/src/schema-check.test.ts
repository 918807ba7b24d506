import { describe, expect, it } from 'vitest';
import { createSchemaCheck } from './schema-check.ts';

describe('createSchemaCheck (SPEC §8: schema violations outside production)', () => {
  const check = createSchemaCheck();

  it('passes a valid event', () => {
    expect(
      check.problem('clicked_button', { button_name: 'Apply now', page_name: 'harborlight:home' }),
    ).toBeUndefined();
  });

  it('names the unknown event', () => {
    expect(check.problem('clicked_buton', {})).toBe('clicked_buton is not in the event catalogue');
  });

  it('names each wrong field', () => {
    const problem = check.problem('clicked_button', { page_name: 'x', device_type: 'phone' });
    expect(problem).toContain('button_name:');
    expect(problem).toContain('device_type:');
  });

  it('refuses fields the catalogue does not have', () => {
    expect(
      check.problem('loaded_page', { page_name: 'harborlight:home', favourite_colour: 'teal' }),
    ).toMatch(/favourite_colour|Unrecognized key/);
  });
});
