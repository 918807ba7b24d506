import { Link } from 'react-router';
import { ContactUs } from '../components/ContactUs.tsx';
import { ThankYouPage } from '../forms/ThankYouPage.tsx';
import { confirmationPageMeta } from '../meta.ts';

export const meta = () => confirmationPageMeta('/opt-out/thank-you');

export default function OptOutThankYou() {
  return (
    <ThankYouPage heading="We have your opt-out request" homeLink={false}>
      <p>
        We will stop sending the marketing you chose. It can take up to 10 business days for every
        list to be updated, so you may still get a message during that time.
      </p>
      <p>
        We will still contact you about a loan or an application you have with us, because those
        messages are not marketing.
      </p>
      <h2>Changed your mind?</h2>
      <p>
        You can <Link to="/subscribe">sign up for email updates</Link> or{' '}
        <Link to="/phone-updates">texts and calls</Link> again at any time.
      </p>
      <h2>Questions</h2>
      <ContactUs />
    </ThankYouPage>
  );
}
