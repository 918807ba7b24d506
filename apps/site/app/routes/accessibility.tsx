import { brand } from '../brand.ts';
import { pageMeta } from '../meta.ts';

export const meta = () => pageMeta('/accessibility');

export default function Accessibility() {
  return (
    <div className="page prose">
      <h1>Accessibility statement</h1>
      <p>
        We want everyone to be able to use this website. It is built to meet the Web Content
        Accessibility Guidelines (WCAG) 2.2 at level AA, and every page is checked automatically for
        accessibility problems before it is published.
      </p>
      <h2>What you should be able to do</h2>
      <ul>
        <li>use the whole site with a keyboard alone</li>
        <li>use the site with a screen reader</li>
        <li>zoom to 400% without text spilling off the screen</li>
        <li>turn off animations with your device&apos;s reduced-motion setting</li>
      </ul>
      <h2>Tell us about a problem</h2>
      <p>
        If something on this site is hard to use, call{' '}
        <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a> or write to {brand.address}.
        We will reply within 5 business days.
      </p>
    </div>
  );
}
