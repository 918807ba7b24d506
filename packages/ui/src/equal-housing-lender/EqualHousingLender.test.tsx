import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EqualHousingLender } from './EqualHousingLender.tsx';

describe('EqualHousingLender', () => {
  it.each([
    { variant: undefined, legend: 'Equal Housing Lender' },
    { variant: 'lender', legend: 'Equal Housing Lender' },
    { variant: 'opportunity', legend: 'Equal Housing Opportunity' },
  ] as const)('variant $variant is announced once, as "$legend"', ({ variant, legend }) => {
    const { container } = render(<EqualHousingLender variant={variant} />);

    // The drawing is decorative next to its own legend: hidden, so the name is not read twice.
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByText(legend)).toHaveLength(1);
  });

  it.each([
    { variant: undefined, legend: 'Equal Housing Lender' },
    { variant: 'opportunity', legend: 'Equal Housing Opportunity' },
  ] as const)(
    'variant $variant shows the legend "$legend" as visible text outside the image',
    ({ variant, legend }) => {
      render(<EqualHousingLender variant={variant} />);

      // 12 CFR 338.3 wants the legend itself; text in an image's label would not count as shown.
      const text = screen.getByText(legend);
      expect(text).toBeVisible();
      expect(text.closest('svg')).toBeNull();
    },
  );

  it('draws only in currentColor, so it takes the colour of the text around it', () => {
    const { container } = render(<EqualHousingLender />);
    const image = container.querySelector('svg')!;

    const painted = [image, ...image.querySelectorAll('*')].flatMap((element) =>
      ['fill', 'stroke']
        .map((attribute) => element.getAttribute(attribute))
        .filter((v) => v !== null),
    );
    expect(painted).toEqual(['currentColor']);
  });
});
