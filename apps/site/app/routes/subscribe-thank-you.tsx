import { Link } from 'react-router';
import { confirmationPageMeta } from '../meta.ts';

export const meta = () => confirmationPageMeta('/subscribe/thank-you');

export default function SubscribeThankYou() {
  return (
    <div className="page prose">
      <div className="confirmation" role="status">
        <h1>You are subscribed</h1>
      </div>
      <p>Thank you. We will email you about the topics you chose.</p>
      <p>
        Every email has a link to unsubscribe, or you can <Link to="/opt-out">opt out here</Link> at
        any time.
      </p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
