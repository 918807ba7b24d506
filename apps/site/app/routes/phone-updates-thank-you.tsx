import { Link } from 'react-router';
import { ThankYouPage } from '../forms/ThankYouPage.tsx';
import { confirmationPageMeta } from '../meta.ts';

export const meta = () => confirmationPageMeta('/phone-updates/thank-you');

export default function PhoneUpdatesThankYou() {
  return (
    <ThankYouPage heading="You are signed up for texts and calls">
      <p>Thank you. We will text or call the number you gave us about offers and rates.</p>
      <p>
        Reply STOP to any text to stop texts, or <Link to="/opt-out?show=sms">opt out here</Link> at
        any time.
      </p>
    </ThankYouPage>
  );
}
