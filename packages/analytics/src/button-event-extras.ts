import { buttonType } from './button-type.ts';
import { definedOnly } from './defined-only.ts';
import { LinkType, ROCKET_COMPANY } from './enumerations.ts';
import type { ButtonEventExtras } from './event-fields.ts';
import { funnelExperience } from './funnel-experience.ts';
import { minuteTimestamp } from './minute-timestamp.ts';
import { pageName } from './page-name.ts';
import type { UtmInfo } from './utm-info.ts';

/** What was clicked, read from the button or link element. */
export interface ButtonClick {
  /** `location.pathname` of the page: gives `pageName` and `funnelExperience`. */
  readonly pathname: string;
  readonly buttonName?: string;
  /** The button's type attribute as written; an unknown or missing one is sent as 'other'. */
  readonly buttonType?: string | null;
  readonly buttonId?: string;
  /** The link's href when the button is a link: a tel: href makes it a 'request call'. */
  readonly href?: string | null;
  readonly linkName?: string;
  /** Sent as `linkValue`; the href when not given. */
  readonly linkValue?: string;
}

/** What the page knows about the visit, sent with every button event. */
export interface VisitContext {
  readonly userRvid?: string;
  readonly qlsCode?: string;
  readonly utm?: UtmInfo;
  readonly isAuthenticated?: boolean;
  readonly hasRaid?: boolean;
  /** Defaults to 'mortgage' (SPEC §3 `rocketCompany (mortgage)`). */
  readonly rocketCompany?: string;
  /** The product of the home page's name, `{product}:home` (SPEC §2); the rocket company when not given. */
  readonly product?: string;
}

/** SPEC §3: a link is a 'request call' when its href is a tel: address, whatever the case. */
export function linkTypeOf(href: string | null | undefined): LinkType {
  return /^\s*tel:/i.test(href ?? '') ? LinkType.RequestCall : LinkType.Navigation;
}

/**
 * The SPEC §3 button-event extras of a click: the page name and funnel experience of the path,
 * the visit context, the button type with its 'other' fallback, `linkType` ('request call' for
 * tel: links, else 'navigation', as the SPEC says, also for a button that is not a link) and
 * `time`, `now` rounded down to the minute. Fields with no value are left out.
 */
export function buttonEventExtras(
  click: ButtonClick,
  visit: VisitContext,
  now: Date,
): ButtonEventExtras {
  const rocketCompany = visit.rocketCompany ?? ROCKET_COMPANY;
  return definedOnly<ButtonEventExtras>({
    pageName: pageName(click.pathname, visit.product ?? rocketCompany),
    funnelExperience: funnelExperience(click.pathname),
    rocketCompany,
    userRvid: visit.userRvid,
    qlsCode: visit.qlsCode,
    ...visit.utm,
    isAuthenticated: visit.isAuthenticated,
    hasRaid: visit.hasRaid,
    buttonName: click.buttonName,
    buttonType: buttonType(click.buttonType),
    buttonId: click.buttonId,
    linkName: click.linkName,
    linkValue: click.linkValue ?? click.href ?? undefined,
    linkType: linkTypeOf(click.href),
    time: minuteTimestamp(now),
  });
}
