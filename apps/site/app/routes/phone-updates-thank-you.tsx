import { Link } from 'react-router';
import { confirmationPageMeta } from '../meta.ts';

export const meta = () => confirmationPageMeta('/phone-updates/thank-you');

export default function PhoneUpdatesThankYou() {
  return (
    <div className="page prose">
      <div className="confirmation" role="status">
        <h1>You are signed up for texts and calls</h1>
      </div>
      <p>Thank you. We will text or call the number you gave us about offers and rates.</p>
      <p>
        Reply STOP to any text to stop texts, or <Link to="/opt-out?show=sms">opt out here</Link> at
        any time.
      </p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </div>
  );
}
