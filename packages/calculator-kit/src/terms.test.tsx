import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CalculatorTermsProvider, TermHint, type CalculatorTerms } from './terms.tsx';

const TERMS: CalculatorTerms = {
  pmi: {
    name: 'PMI',
    meaning: 'Private mortgage insurance protects the lender when you put down less than 20%.',
    href: '/learn/rates-and-costs/private-mortgage-insurance',
  },
};

describe('TermHint (issue 35)', () => {
  it('links a term the host explains to its page, with the meaning as a tooltip on focus', async () => {
    const user = userEvent.setup();
    render(
      <CalculatorTermsProvider terms={TERMS}>
        <p>
          <TermHint term="pmi">Mortgage insurance</TermHint>
        </p>
      </CalculatorTermsProvider>,
    );
    const link = screen.getByRole('link', { name: 'What PMI means' });
    expect(link).toHaveAttribute('href', '/learn/rates-and-costs/private-mortgage-insurance');
    // The words, with the "?" kept beside the last one (the others may wrap at large text).
    expect(link.closest('p')).toHaveTextContent('Mortgage insurance?');
    expect(link.parentElement).toHaveClass('lui-term');
    expect(link.parentElement?.textContent).toBe('insurance?');

    await user.tab();
    expect(link).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TERMS.pmi!.meaning);
    expect(link).toHaveAccessibleDescription(TERMS.pmi!.meaning);
  });

  it('shows the plain term when the host explains none, or not this one', () => {
    const { container, rerender } = render(<TermHint term="pmi">Mortgage insurance</TermHint>);
    expect(container.textContent).toBe('Mortgage insurance');
    expect(screen.queryByRole('link')).toBeNull();

    rerender(
      <CalculatorTermsProvider terms={TERMS}>
        <TermHint term="dti">debt-to-income ratio</TermHint>
      </CalculatorTermsProvider>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('debt-to-income ratio');
  });
});
