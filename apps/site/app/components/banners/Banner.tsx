import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BannerLink } from './banner-rules.ts';

/** Props of {@link Banner}. */
export interface BannerProps {
  /** Names the banner's region for screen readers ("Offer", "Browser support"). */
  label: string;
  /** `offer` for promotions, `warning` for the browser-support notice. */
  tone: 'offer' | 'warning';
  children: ReactNode;
  link?: BannerLink;
  /** Offers a Dismiss button, named after the banner ("Dismiss offer"). */
  onDismiss?: () => void;
}

/** One strip of the banner area at the foot of the window: a message, a link, a dismiss button. */
export function Banner({ label, tone, children, link, onDismiss }: BannerProps) {
  return (
    <section className={`shell-banner shell-banner--${tone}`} aria-label={label}>
      <div className="shell-banner__inner">
        <p className="shell-banner__text">
          {children}
          {link && (
            <>
              {' '}
              <Link to={link.href} className="shell-banner__link">
                {link.text}
              </Link>
            </>
          )}
        </p>
        {onDismiss && (
          <button type="button" className="shell-banner__dismiss" onClick={onDismiss}>
            {'Dismiss '}
            <span className="visually-hidden">{label.toLowerCase()}</span>
          </button>
        )}
      </div>
    </section>
  );
}
