import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The page a form's success goes to: the confirmation as a status (announced when it appears),
 * what happens next, and by default a way back to the home page.
 */
export function ThankYouPage({
  heading,
  children,
  homeLink = true,
}: {
  heading: string;
  children: ReactNode;
  homeLink?: boolean;
}) {
  return (
    <div className="page prose">
      <div className="confirmation" role="status">
        <h1>{heading}</h1>
      </div>
      {children}
      {homeLink && (
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      )}
    </div>
  );
}
