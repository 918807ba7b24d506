import { brand } from '../brand.ts';
import { pageMeta } from '../meta.ts';
import { ContactUs } from '../components/ContactUs.tsx';

export const meta = () => pageMeta('/terms');

export default function Terms() {
  return (
    <div className="page prose">
      <h1>Terms of use</h1>
      <p>This website is run by {brand.legalEntityName}. By using it you agree to these terms.</p>
      <h2>Information, not an offer</h2>
      <p>
        Calculator results, rates and examples on this site are estimates for information only. They
        are not an offer of credit or a commitment to lend. Your actual rate, payment and costs
        depend on your application, your credit, the property and market conditions on the day your
        rate is locked.
      </p>
      <h2>Using the site</h2>
      <p>
        Do not try to disrupt the site, reach parts of it you are not meant to, or send it automated
        requests at a rate a person could not.
      </p>
      <h2>Contact us</h2>
      <ContactUs />
    </div>
  );
}
