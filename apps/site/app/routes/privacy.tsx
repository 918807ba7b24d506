import { Link } from 'react-router';
import { brand } from '../brand.ts';
import { pageMeta } from '../meta.ts';
import { ContactUs } from '../components/ContactUs.tsx';
import { StoredItemsTable } from '../privacy/StoredItemsTable.tsx';
import { STORED_ITEMS, StoragePurpose } from '../privacy/cookies.ts';
import { RETENTION } from '../privacy/retention.ts';

export const meta = () => pageMeta('/privacy');

/** The page's sections, in order: the unit test checks each heading is there. */
export const PRIVACY_SECTIONS = [
  'What we collect and why',
  'Cookies and browser storage',
  'How long we keep it',
  'Your choices',
  'Contact us',
] as const;

const [COLLECT, COOKIES, KEEP, CHOICES, CONTACT] = PRIVACY_SECTIONS;

export default function Privacy() {
  return (
    <div className="page prose">
      <h1>Privacy notice</h1>
      <p>
        This notice explains what {brand.legalEntityName} collects when you use this website, why,
        how long we keep it, and the choices you have.
      </p>

      <h2>{COLLECT}</h2>
      <h3>Forms you send us</h3>
      <p>
        When you send a form to opt out of marketing, subscribe to e-mails or get phone updates, we
        keep what you typed (your e-mail address or phone number, and any reason you give), what you
        chose, the page you were on and when we received it. We also keep your browser’s name and
        version, part of your internet address (enough to name a network, not a home) and whether
        your browser sent the Global Privacy Control signal. We keep this record to prove we did
        what you asked, and we pass your choice to the systems we use to send e-mails, calls and
        texts. What you type is sent only when you press the form’s button. If you open the opt-out
        page from a link in one of our marketing e-mails, the page sends us that e-mail’s reference
        numbers as it opens, and we keep them as a request to stop those e-mails.
      </p>
      <h3>How you use the site</h3>
      <p>
        We count the pages you visit, the buttons and links you use, errors a form shows you, and
        your type of device and browser. We measure this ourselves: the data goes to our own server
        and is not sent to other companies. A random id in a cookie lets us tell one visitor’s
        visits from another’s. We keep each page’s address without the part after the “?”, apart
        from campaign details (utm_), and its title. The title of a search results page includes the
        words you searched for.
      </p>
      <h3>Recordings of your visit</h3>
      <p>
        We may record how you move through our pages (what you click, how you scroll, what the page
        shows) to find and fix problems. Everything you type into a box is hidden in the recording:
        we see that you typed, not what. The addresses in a recording, the page’s and its links’,
        are kept without the part after the “?” or “#”. Recordings go to our own server only. We do
        not record your visit if you have opted out (see {CHOICES.toLowerCase()} below).
      </p>
      <h3>The chat assistant</h3>
      <p>
        Questions you ask the chat assistant are sent to our server to find an answer on our pages.
        We do not store or log them. If you ask a loan officer to call you back, we keep your name,
        phone number, the best time to call, the words you agreed to, the page you were on and when
        we received it, so a loan officer can call you. A call-back request does not sign you up for
        marketing.
      </p>
      <h3>Services from other companies</h3>
      <p>
        We can set this site up to load a page-testing tool or a chat service run by another
        company. When we do, its code runs on our pages and may collect data and set cookies of its
        own, under that company’s terms. The page-testing tool is not loaded if you have opted out.
      </p>
      <h3>Calculators</h3>
      <p>
        The numbers you enter into a calculator are used to work out your results. Some are sent to
        our server to do this, and are not stored. Our usage measurement records only the range a
        figure falls in, for example $75,000 to $100,000, never the figure itself.
      </p>

      <h2>{COOKIES}</h2>
      <p>
        A cookie is a small file a website stores in your browser. Local storage and session storage
        do the same job inside your browser and are not sent to us with every page. These are all
        the cookies and stored values this site sets or reads. A name ending in * stands for a group
        of names, one for each event, where * is a generated id.
      </p>
      {Object.values(StoragePurpose).map((purpose) => (
        <StoredItemsTable
          key={purpose}
          caption={purpose}
          items={STORED_ITEMS.filter((item) => item.purpose === purpose)}
        />
      ))}

      <h2>{KEEP}</h2>
      <ul>
        <li>
          Usage measurements: deleted after {RETENTION.analyticsDays} days, a day’s worth at a time.
        </li>
        <li>Recordings of visits: deleted after {RETENTION.sessionReplayDays} days.</li>
        <li>
          Records of your marketing choices: kept, so we can always show when you asked us to stop
          or start.
        </li>
        <li>
          Call-back requests: kept. We have not set a time after which they are deleted yet; to have
          yours deleted, contact us.
        </li>
        <li>Chat questions and calculator figures: not kept.</li>
        <li>Cookies and browser storage: as the tables above say.</li>
      </ul>

      <h2>{CHOICES}</h2>
      <ul>
        <li>
          If your browser sends the Global Privacy Control signal, we treat it as a request to opt
          out of the sale or sharing of your personal information. We then stop measuring how you
          use the site (except errors a form shows you, so we can fix the form), do not record your
          visit and do not set our visitor id.
        </li>
        <li>
          You can <Link to="/opt-out">opt out of marketing e-mails, calls and texts</Link> at any
          time. Every e-mail has a link to unsubscribe, and you can reply STOP to any text.
        </li>
        <li>
          You can delete this site’s cookies and stored values in your browser’s settings at any
          time. The site still works without them; closed banners may show again.
        </li>
      </ul>

      <h2>{CONTACT}</h2>
      <ContactUs />
    </div>
  );
}
