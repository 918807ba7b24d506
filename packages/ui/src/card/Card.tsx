import type { ReactNode } from 'react';

/** Props of {@link Card}. */
export interface CardProps {
  /** The card's title; the link's text when `href` is given, so the link says where it goes. */
  heading: ReactNode;
  /** The heading level that fits the page outline (a card list under an h2 takes h3). */
  headingLevel?: 2 | 3 | 4;
  /** Short text under the heading. Nothing interactive: the whole card is already a link. */
  children?: ReactNode;
  /** Makes the whole card one link target (the heading's link stretched over the card). */
  href?: string;
  /** An image above the text, usually `<img alt="" …>` (the heading already says it all). */
  media?: ReactNode;
  /** A small label above the heading, such as the article's category. */
  eyebrow?: ReactNode;
  /** A line at the bottom, such as "5 minute read". */
  footer?: ReactNode;
  className?: string;
}

/**
 * A card: optional image, eyebrow, heading, text and footer. With `href`, the heading holds the
 * one link and its hit area covers the whole card, so the card is a single tab stop and screen
 * readers hear the heading as the link's name, with no interactive element nested in another.
 */
export function Card({
  heading,
  headingLevel = 3,
  children,
  href,
  media,
  eyebrow,
  footer,
  className,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const cardClass = ['lui-card', href && 'lui-card--link', className].filter(Boolean).join(' ');
  return (
    <article className={cardClass}>
      {media && <div className="lui-card__media">{media}</div>}
      <div className="lui-card__content">
        {eyebrow && <p className="lui-card__eyebrow">{eyebrow}</p>}
        <Heading className="lui-card__heading">
          {href ? (
            <a className="lui-card__link" href={href}>
              {heading}
            </a>
          ) : (
            heading
          )}
        </Heading>
        {children && <div className="lui-card__body">{children}</div>}
        {footer && <p className="lui-card__footer">{footer}</p>}
      </div>
    </article>
  );
}
