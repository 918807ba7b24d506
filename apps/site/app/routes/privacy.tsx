import { brand } from '../brand.ts';
import { pageMeta } from '../meta.ts';
import { ContactUs } from '../components/ContactUs.tsx';

export const meta = () => pageMeta('/privacy');

export default function Privacy() {
  return (
    <div className="page prose">
      <h1>Privacy notice</h1>
      <p>
        This notice explains what {brand.legalEntityName} collects when you use this website, why,
        and the choices you have.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          What you type into a form, such as an e-mail address or phone number, only when you send
          the form.
        </li>
        <li>
          How the site is used: pages visited, buttons used and the type of device and browser. We
          measure this ourselves; it is not sent to other companies.
        </li>
        <li>
          The numbers you enter into a calculator, to work out your results. They are not linked to
          your name.
        </li>
      </ul>
      <h2>Your choices</h2>
      <ul>
        <li>
          If your browser sends the Global Privacy Control signal, we treat it as a request to opt
          out of the sale or sharing of your personal information.
        </li>
        <li>You can opt out of marketing e-mails, calls and texts at any time.</li>
      </ul>
      <h2>Contact us</h2>
      <ContactUs />
    </div>
  );
}
