import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorMessage } from './ErrorMessage.tsx';

describe('ErrorMessage', () => {
  it('reads "Error:" before the message, so the kind of text is not told by colour alone', () => {
    render(
      <>
        <input aria-label="Email address" aria-describedby="email-error" />
        <ErrorMessage id="email-error">Enter an email address</ErrorMessage>
      </>,
    );

    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      'Error: Enter an email address',
    );
    expect(screen.getByText('Error:')).toHaveClass('lui-visually-hidden');
  });

  it('takes another hidden prefix', () => {
    render(
      <ErrorMessage id="e" visuallyHiddenText="Problem:">
        Enter a ZIP code
      </ErrorMessage>,
    );

    expect(document.getElementById('e')).toHaveTextContent('Problem: Enter a ZIP code');
  });
});
