import { dollars } from './words.ts';

/** The headline figure, "You could borrow up to $155,000": the full calculator's and the mini widget's. */
export function AvailableHeadline({
  availableCents,
  testId,
}: {
  availableCents: number;
  testId: string;
}) {
  return (
    <p className="lcalc-headline">
      You could borrow up to{' '}
      <strong className="lcalc-headline__figure" data-testid={testId}>
        {dollars(availableCents)}
      </strong>
    </p>
  );
}
