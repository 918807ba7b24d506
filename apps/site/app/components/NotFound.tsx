import { Link } from 'react-router';
import { brand } from '../brand.ts';

/** The 404 page body (GOV.UK pattern: say what happened and what to do next). */
export function NotFound() {
  return (
    <div className="page">
      <title>{`Page not found | ${brand.lenderName}`}</title>
      <meta name="robots" content="noindex" />
      <h1>Page not found</h1>
      <p>If you typed the web address, check it is correct.</p>
      <p>If you pasted the web address, check you copied the entire address.</p>
      <p>
        You can <Link to="/search">search the site</Link>, go to the <Link to="/">home page</Link>{' '}
        or call us on <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a>.
      </p>
    </div>
  );
}
