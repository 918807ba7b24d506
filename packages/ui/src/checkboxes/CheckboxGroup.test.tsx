import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup, type CheckboxItem } from './CheckboxGroup.tsx';

const items: CheckboxItem[] = [
  {
    value: 'email',
    label: 'Promotional email',
    conditional: <input aria-label="Email address" />,
  },
  { value: 'phone', label: 'Promotional phone calls', hint: 'Calls to your home phone' },
  { value: 'sms', label: 'Promotional text messages' },
];

function Controlled({ onChange }: { onChange?: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>(['phone']);
  return (
    <CheckboxGroup
      id="channels"
      name="channels"
      legend="How do you want us to stop contacting you?"
      items={items}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('CheckboxGroup', () => {
  it('is a group named by its legend, with one named checkbox per item', () => {
    render(<Controlled />);

    const group = screen.getByRole('group', { name: 'How do you want us to stop contacting you?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual([
      'channels',
      'channels',
      'channels',
    ]);
    expect(
      screen.getByRole('checkbox', { name: 'Promotional phone calls' }),
    ).toHaveAccessibleDescription('Calls to your home phone');
  });

  it('gives the first checkbox the group id, so an error summary link lands on the group', () => {
    render(<Controlled />);

    expect(screen.getAllByRole('checkbox').map((box) => box.id)).toEqual([
      'channels',
      'channels-2',
      'channels-3',
    ]);
  });

  it('reports every ticked value in item order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);

    await user.click(screen.getByRole('checkbox', { name: 'Promotional text messages' }));
    await user.click(screen.getByRole('checkbox', { name: 'Promotional email' }));
    await user.click(screen.getByRole('checkbox', { name: 'Promotional phone calls' }));

    expect(onChange.mock.calls.map(([value]) => value)).toEqual([
      ['phone', 'sms'],
      ['email', 'phone', 'sms'],
      ['email', 'sms'],
    ]);
  });

  it('reveals conditional content only while its checkbox is ticked', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const email = screen.getByRole('checkbox', { name: 'Promotional email' });

    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    expect(email).toHaveAttribute('aria-controls', 'conditional-channels');

    await user.click(email);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeVisible();

    await user.click(email);
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
  });

  it('holds its own state when uncontrolled', async () => {
    const user = userEvent.setup();
    render(
      <CheckboxGroup
        id="topics"
        name="topics"
        legend="Topics"
        items={items}
        defaultValue={['sms']}
      />,
    );

    await user.click(screen.getByRole('checkbox', { name: 'Promotional email' }));

    expect(
      screen
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['email', 'sms']);
  });

  it('shows its error above the checkboxes and describes the group with hint and error', () => {
    render(
      <CheckboxGroup
        id="channels"
        name="channels"
        legend="How do you want us to stop contacting you?"
        hint="Select all that apply."
        error="Select how you want us to stop contacting you"
        items={items}
      />,
    );

    const group = screen.getByRole('group');
    expect(group).toHaveAttribute('aria-describedby', 'channels-hint channels-error');
    expect(group).toHaveAccessibleDescription(
      'Select all that apply. Error: Select how you want us to stop contacting you',
    );
    expect(group.parentElement).toHaveClass('lui-form-group--error');
  });

  it('renders conditional content on the server without `hidden`, for the CSS-only reveal', () => {
    const html = renderToString(
      <CheckboxGroup id="channels" name="channels" legend="Channels" items={items} />,
    );

    expect(html).toContain('id="conditional-channels" class="lui-checkboxes__conditional"');
    expect(html).not.toMatch(/<div[^>]*id="conditional-channels"[^>]*hidden/);
  });
});
