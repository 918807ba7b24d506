import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_STEP_TOTAL, StepCounter, Stepper, stepState } from './Stepper.tsx';

const steps = [
  { title: 'Check your credit', description: 'Get your free reports.' },
  { title: 'Get preapproved' },
  { title: 'Find a home' },
  { title: 'Close on your loan' },
];

describe('Stepper (SPEC §2 review steppers, §4 progress)', () => {
  it('is an ordered list named by its label, one item per step in order', () => {
    render(<Stepper label="Steps to buy a home" steps={steps} />);

    const list = screen.getByRole('list', { name: 'Steps to buy a home' });
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1Check your creditGet your free reports.',
      '2Get preapproved',
      '3Find a home',
      '4Close on your loan',
    ]);
  });

  it('SPEC §4: marks earlier steps complete and the current one with aria-current="step"', () => {
    render(<Stepper label="Your progress" steps={steps} currentStep={3} />);

    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.dataset.state)).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
    ]);
    expect(items[0]).toHaveTextContent('Completed: Check your credit');
    expect(items[2]).toHaveTextContent('Current step: Find a home');
    expect(items[3]).toHaveTextContent('Not started: Close on your loan');
  });

  it('without currentStep, says nothing about progress', () => {
    render(<Stepper label="Guide" steps={steps} />);

    for (const item of screen.getAllByRole('listitem')) {
      expect(item).not.toHaveAttribute('aria-current');
      expect(item).not.toHaveAttribute('data-state');
    }
  });

  it.each([
    [0, 1, 'current'],
    [1, 1, 'upcoming'],
    [0, 2, 'complete'],
    [3, 4, 'current'],
    [3, 5, 'complete'],
    [0, 0, 'upcoming'],
  ] as const)('stepState(%i, %i) is %s', (index, current, state) => {
    expect(stepState(index, current)).toBe(state);
  });
});

describe('StepCounter (SPEC §4 "step counter of a displayed total (default 4)")', () => {
  it('shows "Step n of 4" by default', () => {
    render(<StepCounter current={2} />);

    expect(DEFAULT_STEP_TOTAL).toBe(4);
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
  });

  it('shows another total when given, and keeps the step within 1…total', () => {
    const { rerender } = render(<StepCounter current={7} total={5} />);
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();

    rerender(<StepCounter current={0} total={5} />);
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
  });
});
