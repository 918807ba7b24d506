import { describe, expect, it } from 'vitest';
import { errorsOnFields, formRules } from './form-rules.ts';
import { messages } from './messages.ts';

describe('errorsOnFields', () => {
  const fieldOf = (field: string) => (field.startsWith('b') ? 'b' : 'a');

  it.each([
    ['nothing', [], []],
    ['renamed', [{ field: 'bee', message: '1' }], [{ field: 'b', message: '1' }]],
    [
      'the first message of each field',
      [
        { field: 'bee', message: '1' },
        { field: 'bug', message: '2' },
      ],
      [{ field: 'b', message: '1' }],
    ],
    [
      'in the form’s field order',
      [
        { field: 'bee', message: '1' },
        { field: 'ant', message: '2' },
      ],
      [
        { field: 'a', message: '2' },
        { field: 'b', message: '1' },
      ],
    ],
  ])('%s', (_name, errors, expected) => {
    expect(errorsOnFields(errors, fieldOf, ['a', 'b'] as const)).toEqual(expected);
  });
});

describe('formRules', () => {
  interface Values {
    name: string;
    age: string;
  }
  const rules = formRules<Values, 'name' | 'age', { name: string; from: string }>({
    fields: ['name', 'age'],
    validate: (values) => [
      ...(values.name === '' ? [{ field: 'name' as const, message: 'Enter your name' }] : []),
      ...(values.age === '' ? [{ field: 'age' as const, message: 'Enter your age' }] : []),
    ],
    request: (values, context) => ({ name: values.name, from: context.sourcePage }),
    fieldOfApi: (field) => (field === 'years' ? 'age' : 'name'),
  });

  it('checks a field on blur as validate does, against all the values', () => {
    expect(rules.blurError('name', { name: '', age: '' })).toBe('Enter your name');
    expect(rules.blurError('age', { name: '', age: '40' })).toBeUndefined();
  });

  it('keeps a blur rule of its own', () => {
    const own = formRules<Values, 'name' | 'age', unknown>({
      fields: ['name', 'age'],
      validate: () => [{ field: 'name', message: 'Enter your name' }],
      blurError: () => undefined,
      request: () => ({}),
      fieldOfApi: () => 'name',
    });
    expect(own.blurError('name', { name: '', age: '' })).toBeUndefined();
  });

  it('renames the API’s errors with fieldOfApi, in field order', () => {
    expect(
      rules.apiErrors([
        { field: 'years', message: 'Too young' },
        { field: 'fullName', message: 'Too short' },
      ]),
    ).toEqual([
      { field: 'name', message: 'Too short' },
      { field: 'age', message: 'Too young' },
    ]);
  });

  it('carries the error summary’s heading of the message catalogue', () => {
    expect(rules.errorSummaryTitle).toBe(messages.form.errorSummaryTitle);
  });
});
