/**
 * Says what the figures on show are for when they are not the visitor's own answers: the
 * example values every calculator opens with (until one is changed), or the last complete
 * answers while a field shows a message (nobody should take either for their own).
 */
export function FiguresNote({ example, stale }: { example: boolean; stale: boolean }) {
  if (!example && !stale) return null;
  return (
    <p className="lcalc-note" data-testid="figures-note">
      {stale
        ? 'These figures are for your last complete answers. Correct the problems in the form to update them.'
        : 'These figures are for example values. Change any of them to see yours.'}
    </p>
  );
}
