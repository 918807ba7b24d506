import { Link } from 'react-router';
import { ThankYouPage } from '../forms/ThankYouPage.tsx';
import { confirmationPageMeta } from '../meta.ts';

export const meta = () => confirmationPageMeta('/subscribe/thank-you');

export default function SubscribeThankYou() {
  return (
    <ThankYouPage heading="You are subscribed">
      <p>Thank you. We will email you about the topics you chose.</p>
      <p>
        Every email has a link to unsubscribe, or you can <Link to="/opt-out">opt out here</Link> at
        any time.
      </p>
    </ThankYouPage>
  );
}
