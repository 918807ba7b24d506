import type { ReactNode, RefObject } from 'react';
import type { MarketConditionGauge } from '@lender/guided-experiences/market-insights';
import type { SeriesEntry } from '@lender/validation';
import { formatDate } from '../../content/dates.ts';
import { AnimatedFigure, useEnterView } from './AnimatedFigure.tsx';
import type { ReportView } from './market-insights-engine.ts';
import {
  count,
  dollarChange,
  NOT_REPORTED,
  orNotReported,
  percentChange,
  wholeDollars,
} from './report-format.ts';

/** The listings site's page for the place; only an https address is linked (it comes from data). */
export function listingsHref(webUrl: string): string | undefined {
  try {
    return new URL(webUrl).protocol === 'https:' ? webUrl : undefined;
  } catch {
    return undefined;
  }
}

const BEDROOMS = [
  ['oneBedroom', '1 bedroom'],
  ['twoBedroom', '2 bedrooms'],
  ['threeBedroom', '3 bedrooms'],
  ['fourBedroom', '4 bedrooms or more'],
] as const;

/** "Month of October 2026" from the first day of the month. */
function monthName(isoDate: string): string {
  return formatDate(isoDate.slice(0, 10)).replace(/ \d+,/, '');
}

/** Props of {@link MarketReport}. */
export interface MarketReportProps {
  view: ReportView;
  detailsOpen: boolean;
  onToggleDetails(): void;
  /** The report card, measured for the sticky bar. */
  cardRef?: RefObject<HTMLDivElement | null>;
}

/**
 * SPEC §3, §4 market report: the place; its market condition on a gauge; homes sold and for
 * sale, the sale-to-list split and days on market; the median sold price with its changes; by
 * bedrooms in the details; the listings link. Demo figures say so.
 */
export function MarketReport({ view, detailsOpen, onToggleDetails, cardRef }: MarketReportProps) {
  const { report, placeName: place, gauge } = view;
  const { location, dataSource } = report;
  const trend = location.marketReportTrend;
  const listings = listingsHref(location.listingsConnection.webUrl);
  const median = trend.medianSoldPrice;
  return (
    <article className="market-report" aria-labelledby="market-report-title">
      <div className="market-report__card" ref={cardRef}>
        <header className="market-report__header">
          <h2 id="market-report-title" className="market-report__title">
            {location.name}
          </h2>
          <p className="market-report__place">
            {[location.countyName, location.stateName].filter(Boolean).join(', ')}
          </p>
          <p className="market-report__month">
            Figures for {monthName(trend.month)}
            {dataSource.demo && (
              <>
                {' '}
                <span className="market-report__demo">Demo figures</span>
              </>
            )}
          </p>
        </header>
        <MarketGauge gauge={gauge} />
        <dl className="market-report__figures">
          <Figure label="Median sold price" value={median.currentMonth} format={wholeDollars}>
            <Changes entry={median} />
          </Figure>
          <Figure label="Homes sold" value={trend.totalSold} format={count} />
          <Figure label="Homes for sale" value={trend.totalActive} format={count} />
          <Figure
            label="Days on market"
            value={trend.averageDaysOnMarket}
            format={(days) => count(Math.round(days))}
          />
        </dl>
        <SaleToList over={trend.overAsking} at={trend.atAsking} under={trend.underAsking} />
        {listings && (
          <p className="market-report__listings">
            <a className="button" href={listings} rel="noopener">
              See {count(location.listingsConnection.total)} homes for sale in {location.name}
            </a>
          </p>
        )}
      </div>
      <button
        type="button"
        className="button button--secondary market-report__toggle"
        aria-expanded={detailsOpen}
        aria-controls="market-report-details"
        onClick={onToggleDetails}
      >
        {detailsOpen ? 'Hide details' : 'Show details'}
      </button>
      <div id="market-report-details" className="market-report__details" hidden={!detailsOpen}>
        <h3>Median sold price by bedrooms</h3>
        <div className="market-report__table-wrap">
          <table className="market-report__bedrooms">
            <caption className="visually-hidden">
              Median sold price in {place} by number of bedrooms
            </caption>
            <thead>
              <tr>
                <th scope="col">Home</th>
                <th scope="col">Median sold price</th>
                <th scope="col">Since last month</th>
                <th scope="col">Since last year</th>
              </tr>
            </thead>
            <tbody>
              {BEDROOMS.map(([key, label]) => {
                const entry = location[key].medianSoldPrice;
                return (
                  <tr key={key}>
                    <th scope="row">{label}</th>
                    <td>{orNotReported(entry.currentMonth, wholeDollars)}</td>
                    <td>{orNotReported(entry.changeSinceLastMonthPercent, percentChange)}</td>
                    <td>{orNotReported(entry.changeSinceLastYearPercent, percentChange)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <h3>About these figures</h3>
        <p>
          Figures describe homes sold in {monthName(trend.month)}, updated{' '}
          {formatDate(trend.calculatedOn.slice(0, 10))}. {dataSource.label}
        </p>
      </div>
    </article>
  );
}

function Figure({
  label,
  value,
  format,
  children,
}: {
  label: string;
  value: number | null;
  format: (value: number) => string;
  children?: ReactNode;
}) {
  return (
    <div className="market-report__figure">
      <dt>{label}</dt>
      <dd>
        <span className="market-report__value">
          {value === null ? NOT_REPORTED : <AnimatedFigure value={value} format={format} />}
        </span>
        {children}
      </dd>
    </div>
  );
}

function Changes({ entry }: { entry: SeriesEntry }) {
  const parts = [
    entry.changeSinceLastMonthPercent !== null &&
      `${percentChange(entry.changeSinceLastMonthPercent)} since last month`,
    entry.changeSinceLastYearPercent !== null &&
      `${percentChange(entry.changeSinceLastYearPercent)}${
        entry.changeSinceLastYear !== null ? ` (${dollarChange(entry.changeSinceLastYear)})` : ''
      } since last year`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <span className="market-report__changes">
      {parts.map((part) => (
        <span key={String(part)}>{part}</span>
      ))}
    </span>
  );
}

/**
 * The market condition as a half-circle gauge: buyer's, neutral and seller's from left to right,
 * the needle at the middle of its part (no needle when unknown, with SPEC §8's text). The needle
 * swings up from the left as the gauge comes into view.
 */
function MarketGauge({ gauge }: { gauge: MarketConditionGauge }) {
  const { ref, waiting } = useEnterView<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className={`market-gauge${waiting ? ' market-gauge--waiting' : ''}`}
      data-condition={gauge.condition}
      data-angle={gauge.needleAngleDeg ?? undefined}
    >
      <svg
        className="market-gauge__dial"
        viewBox="0 0 200 110"
        aria-hidden="true"
        focusable="false"
      >
        <path
          className="market-gauge__part market-gauge__part--buyer"
          d="M 10 100 A 90 90 0 0 1 55 22.06"
        />
        <path
          className="market-gauge__part market-gauge__part--neutral"
          d="M 55 22.06 A 90 90 0 0 1 145 22.06"
        />
        <path
          className="market-gauge__part market-gauge__part--seller"
          d="M 145 22.06 A 90 90 0 0 1 190 100"
        />
        {gauge.position !== null && (
          <g className="market-gauge__needle">
            <line x1="100" y1="100" x2="100" y2="28" />
            <circle cx="100" cy="100" r="7" />
          </g>
        )}
      </svg>
      <div className="market-gauge__scale" aria-hidden="true">
        <span>Buyer&rsquo;s</span>
        <span>Neutral</span>
        <span>Seller&rsquo;s</span>
      </div>
      <p className="market-gauge__label">{gauge.label}</p>
      <p className="market-gauge__description">{gauge.description}</p>
    </div>
  );
}

/** Sales over, at and under the asking price, as one bar and a legend. */
function SaleToList({
  over,
  at,
  under,
}: {
  over: number | null;
  at: number | null;
  under: number | null;
}) {
  const parts = [
    { key: 'over', label: 'Over asking price', value: over },
    { key: 'at', label: 'At asking price', value: at },
    { key: 'under', label: 'Under asking price', value: under },
  ];
  let x = 0;
  return (
    <figure className="sale-to-list">
      <figcaption className="sale-to-list__title">Sale price compared with asking price</figcaption>
      <svg
        className="sale-to-list__bar"
        viewBox="0 0 100 6"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <rect className="sale-to-list__track" x="0" y="0" width="100" height="6" />
        {parts.map((part) => {
          if (part.value === null || part.value <= 0) return null;
          const rect = (
            <rect
              key={part.key}
              className={`sale-to-list__part sale-to-list__part--${part.key}`}
              x={x}
              y="0"
              width={Math.min(part.value, 100 - x)}
              height="6"
            />
          );
          x += part.value;
          return rect;
        })}
      </svg>
      <ul className="sale-to-list__legend">
        {parts.map((part) => (
          <li key={part.key}>
            <span
              className={`sale-to-list__swatch sale-to-list__swatch--${part.key}`}
              aria-hidden="true"
            />
            {part.label}: {part.value === null ? NOT_REPORTED : `${part.value.toFixed(0)}%`}
          </li>
        ))}
      </ul>
    </figure>
  );
}
