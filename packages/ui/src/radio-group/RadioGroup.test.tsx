import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServerThenHydrate } from '../internal/hydrate.tsx';
import { RadioGroup, type RadioItem } from './RadioGroup.tsx';

// SPEC §3 loan personalization: the credit question and its four labels.
const CREDIT: RadioItem[] = [
  { value: 'below-579', label: 'Below 579' },
  { value: '580-619', label: '580-619' },
  { value: '620-680', label: '620-680' },
  { value: 'above-680', label: 'Above 680' },
];

describe('RadioGroup', () => {
  it('SPEC §3 (questionnaire answers): is a radio group named by its question, one radio per answer', () => {
    render(
      <RadioGroup id="credit" name="credit" legend="What is your credit score?" items={CREDIT} />,
    );

    const group = screen.getByRole('radiogroup', { name: 'What is your credit score?' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'below-579',
      '580-619',
      '620-680',
      'above-680',
    ]);
    expect(screen.getByRole('radio', { name: 'Below 579' })).toHaveAttribute('id', 'credit');
    expect(screen.getByRole('radio', { name: 'Above 680' })).toHaveAttribute('id', 'credit-4');
  });

  it('SPEC §8 (per-question error when nothing is selected): the group is described by its hint then its error', () => {
    render(
      <RadioGroup
        id="credit"
        name="credit"
        legend="What is your credit score?"
        hint="An estimate is fine"
        error="Select your credit score"
        items={CREDIT}
      />,
    );

    const group = screen.getByRole('radiogroup', { name: 'What is your credit score?' });
    expect(group.getAttribute('aria-describedby')).toContain('credit-hint credit-error');
    expect(group).toHaveAccessibleDescription(
      'An estimate is fine Error: Select your credit score',
    );
    expect(screen.getByText('Select your credit score').closest('.lui-form-group')).toHaveClass(
      'lui-form-group--error',
    );
  });

  it('is one Tab stop; arrow keys move and choose, and the choice is sent with the form', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <form>
        <button type="button">Before</button>
        <RadioGroup id="credit" name="credit" legend="Credit" items={CREDIT} onChange={onChange} />
        <button type="button">After</button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Below 579' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: '620-680' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('620-680');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(new FormData(container.querySelector('form') as HTMLFormElement).get('credit')).toBe(
      '620-680',
    );
  });

  it('describes a radio by its own hint only', () => {
    render(
      <RadioGroup
        id="va"
        name="va"
        legend="Have you served in the military?"
        hint="Answer for yourself"
        items={[
          { value: 'yes', label: 'Yes', hint: 'Including the National Guard or Reserves' },
          { value: 'no', label: 'No' },
        ]}
      />,
    );

    expect(screen.getByRole('radio', { name: /Yes/ })).toHaveAccessibleDescription(
      'Including the National Guard or Reserves',
    );
    expect(screen.getByRole('radio', { name: 'No' })).not.toHaveAccessibleDescription();
  });

  it('is controlled by value, and skips a disabled choice', async () => {
    const user = userEvent.setup();
    render(
      <RadioGroup
        id="goal"
        name="goal"
        legend="Goal"
        value="buy"
        items={[
          { value: 'buy', label: 'Buy a home' },
          { value: 'refi', label: 'Refinance', disabled: true },
          { value: 'cash', label: 'Take cash out' },
        ]}
      />,
    );

    expect(screen.getByRole('radio', { name: 'Buy a home' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Refinance' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Buy a home' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Take cash out' })).toHaveFocus();
    // Controlled without onChange: the parent's value stands.
    expect(screen.getByRole('radio', { name: 'Buy a home' })).toBeChecked();
  });

  it('renders the same on the server and in the browser', async () => {
    const { errors, serverHtml, unmount } = await renderOnServerThenHydrate(
      <I18nProvider locale="en-US">
        <RadioGroup
          id="credit"
          name="credit"
          legend="Credit"
          items={CREDIT}
          defaultValue="580-619"
        />
      </I18nProvider>,
    );

    expect(serverHtml).toContain('id="credit"');
    expect(errors).toEqual([]);
    unmount();
  });
});
