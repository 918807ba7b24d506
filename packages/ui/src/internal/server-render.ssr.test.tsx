// @vitest-environment node
import type { ReactElement } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link } from '../link/Link.tsx';
import { CurrencyInput } from '../number-input/CurrencyInput.tsx';
import { NumberInput } from '../number-input/NumberInput.tsx';
import { RadioGroup } from '../radio-group/RadioGroup.tsx';
import { Select } from '../select/Select.tsx';
import { Slider } from '../slider/Slider.tsx';

// In Node there is no `window` or `document`: a component that reads them while rendering
// throws here, as it would in the site's server render.
const cases: [string, ReactElement, string][] = [
  [
    'Link',
    <Link href="https://example.com/" target="_blank">
      Partner
    </Link>,
    '(opens in new tab)',
  ],
  ['NumberInput', <NumberInput id="n" label="Years" defaultValue={30} />, 'value="30"'],
  [
    'CurrencyInput',
    <CurrencyInput id="c" label="Price" defaultValue={350000} />,
    'value="$350,000"',
  ],
  [
    'RadioGroup',
    <RadioGroup
      id="r"
      name="r"
      legend="Goal"
      items={[{ value: 'buy', label: 'Buy' }]}
      defaultValue="buy"
    />,
    'checked=""',
  ],
  [
    'Select',
    <Select
      id="s"
      label="Product"
      options={[{ value: 'a', label: '30-year fixed' }]}
      defaultValue="a"
    />,
    '30-year fixed',
  ],
  [
    'Slider',
    <Slider
      id="d"
      label="DTI"
      min={0}
      max={0.5}
      step={0.01}
      defaultValue={0.36}
      formatOptions={{ style: 'percent' }}
    />,
    '36%',
  ],
];

describe('server rendering without a DOM', () => {
  it('runs in an environment without window', () => {
    expect(typeof window).toBe('undefined');
  });

  it.each(cases)('%s renders in Node, en-US', (_name, element, expected) => {
    const html = renderToString(<I18nProvider locale="en-US">{element}</I18nProvider>);

    expect(html).toContain(expected);
  });
});
