import './MarketInsights.css';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { Combobox } from '@lender/ui/combobox';
import { ErrorMessage } from '@lender/ui/error-message';
import { Skeleton } from '@lender/ui/skeleton';
import { trackLoadedComponent, useExperienceLoaded } from '../experience-analytics.ts';
import { intentProps, useLazyMachine } from '../use-lazy-machine.ts';
import { edgeCoordinates } from './edge-location.ts';
import type {
  MarketInsightsEvent,
  MarketInsightsRequest,
  MarketInsightsStart,
  MarketInsightsState,
  ReportView,
} from './market-insights-engine.ts';
import { MarketReport, listingsHref } from './MarketReport.tsx';
import { handOverReport } from './report-cache.ts';
import { count, wholeDollars } from './report-format.ts';

const loadEngine = () => import('./market-insights-engine.ts');
type Engine = Awaited<ReturnType<typeof loadEngine>>;

/** Where the search box goes without JavaScript (routes/market-insights-search.tsx). */
export const MARKET_SEARCH_ACTION = '/market-insights/search';

/** The search box's id: the sticky bar's "Search another place" leads to it. */
export const MARKET_SEARCH_INPUT_ID = 'market-search';

/** What the report area shows. */
type Screen =
  | { status: 'idle' }
  | { status: 'loading'; place: string | null }
  | { status: 'error'; kind: 'failedLookup' | 'missingId' | 'missingReport'; message: string }
  | { status: 'loaded'; view: ReportView; detailsOpen: boolean };

/**
 * Market insights (SPEC §2–§4, §7–§9): the location search (a combobox of 3 suggestions), the
 * reverse-geocoded report of the visitor's area when the CDN says where they are, and the report
 * with its loading and error states and sticky bar. A report found by searching opens the place's
 * own page, which the server renders and search engines index. The server renders `start`; the
 * machine loads when the visitor reaches for the search or scrolls.
 */
export function MarketInsights({ start = { kind: 'search' } }: { start?: MarketInsightsStart }) {
  const machine = useLazyMachine<MarketInsightsState, MarketInsightsEvent, Engine>(
    loadEngine,
    (engine) => engine.initialState(start),
  );
  const { module: engine, state, dispatch } = machine;
  const [draft, setDraft] = useState('');
  const navigate = useNavigate();
  const cardRef = useRef<HTMLDivElement>(null);
  useExperienceLoaded('market_insights', 'market_report');

  // SPEC §7: on an empty search, the visitor's area from the CDN's edge-location cookies.
  useEffect(() => {
    const found = edgeCoordinates(document.cookie);
    if (found && start.kind === 'search') dispatch({ type: 'locate', coordinates: found });
  }, [dispatch, start.kind]);

  // Scrolling a report is a reason to load the machine: the sticky bar needs it.
  const { prepare } = machine;
  useEffect(() => {
    if (start.kind !== 'report') return undefined;
    window.addEventListener('scroll', prepare, { passive: true, once: true });
    return () => window.removeEventListener('scroll', prepare);
  }, [prepare, start.kind]);

  // The calls the machine asks for, each once; suggestions after a 300 ms pause in typing, near
  // the visitor first when the CDN says where they are.
  const requestKey =
    engine && state ? engine.marketInsightsRequests(state).map(keyOf).join('|') : '';
  useEffect(() => {
    if (!engine || !state || requestKey === '') return undefined;
    const requests = engine.marketInsightsRequests(state, edgeCoordinates(document.cookie));
    const controller = new AbortController();
    const timers = requests.map((request) =>
      setTimeout(
        () => {
          void engine.runMarketInsightsRequest(request, controller.signal).then((event) => {
            if (event && !controller.signal.aborted) dispatch(event);
          });
        },
        request.kind === 'forwardGeocode' ? engine.LOCATION_SEARCH_DEBOUNCE_MS : 0,
      ),
    );
    return () => {
      controller.abort();
      timers.forEach(clearTimeout);
    };
    // The key stands for the requests: the same calls are not made twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, requestKey]);

  // A report the search found opens the place's own page (its address can be shared); a place
  // with no page of its own (a county) shows its report here.
  const loadedId = state?.status === 'loaded' ? state.locationId : null;
  const startId = start.kind === 'search' ? null : start.locationId;
  useEffect(() => {
    if (!engine || !state?.report || !loadedId || loadedId === startId) return;
    const path = engine.marketInsightsPath(loadedId);
    if (path) {
      handOverReport(loadedId, state.report);
      void navigate(path);
      return;
    }
    trackLoadedComponent('market_insights_report', 'report');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedId]);
  useEffect(() => {
    if (start.kind === 'report') trackLoadedComponent('market_insights_report', 'report');
  }, [start.kind]);

  const screen = engine && state ? screenOf(engine, state) : startScreen(start);
  const query = state ? state.search.query : draft;
  const suggestions = state?.search.suggestions ?? [];
  const searchError = engine && state ? engine.locationSearchErrorMessage(state.search) : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch({ type: 'submitSearch' });
  };

  return (
    <div className="market-insights" {...intentProps(prepare)}>
      <form
        className="market-search"
        role="search"
        aria-label="Housing markets"
        action={MARKET_SEARCH_ACTION}
        method="get"
        noValidate
        onSubmit={onSubmit}
      >
        <Combobox
          id={MARKET_SEARCH_INPUT_ID}
          name="q"
          label="City or ZIP code"
          hint={
            <>
              For example, Detroit, MI or 48226
              {searchError && (
                <ErrorMessage id={`${MARKET_SEARCH_INPUT_ID}-error`}>{searchError}</ErrorMessage>
              )}
            </>
          }
          className={
            searchError ? 'lui-form-group--error market-search__field' : 'market-search__field'
          }
          value={query}
          onValueChange={(value) => {
            if (!state) setDraft(value);
            dispatch({ type: 'queryChanged', query: value });
          }}
          options={suggestions.map((suggestion) => suggestion.label)}
          listLabel="Places"
          announcement={(found) =>
            `${found === 1 ? '1 place' : `${found} places`} found. Use the up and down arrows to choose one, then press Enter.`
          }
          onSelect={(label) => {
            const suggestion = suggestions.find((candidate) => candidate.label === label);
            if (suggestion) dispatch({ type: 'chooseSuggestion', suggestion });
          }}
          maxLength={100}
          spellCheck={false}
        />
        <button type="submit" className="button market-search__button">
          Search
        </button>
      </form>
      <p className="visually-hidden" role="alert">
        {searchError ?? ''}
      </p>
      <ReportArea
        screen={screen}
        onRetry={() => dispatch({ type: 'retry' })}
        onToggleDetails={() => dispatch({ type: 'toggleDetails' })}
        cardRef={cardRef}
      />
      {engine && screen.status === 'loaded' && (
        <StickyReportBar engine={engine} view={screen.view} cardRef={cardRef} />
      )}
    </div>
  );
}

function keyOf(request: MarketInsightsRequest): string {
  switch (request.kind) {
    case 'forwardGeocode':
      return `fwd:${request.query.q}`;
    case 'reverseGeocode':
      return `rev:${request.query.latitude},${request.query.longitude}`;
    case 'locationId':
      return `id:${request.key}`;
    case 'marketReport':
      return `report:${request.locationId}`;
  }
}

/** What the server rendered, before the machine is here. */
function startScreen(start: MarketInsightsStart): Screen {
  switch (start.kind) {
    case 'search':
      return { status: 'idle' };
    case 'report':
      return { status: 'loaded', view: start.view, detailsOpen: false };
    case 'error':
      return { status: 'error', kind: start.errorKind, message: start.message };
  }
}

/** The report area of a machine state. */
function screenOf(engine: Engine, state: MarketInsightsState): Screen {
  switch (state.status) {
    case 'idle':
      return { status: 'idle' };
    case 'locating':
    case 'lookingUp':
    case 'loadingReport':
      return { status: 'loading', place: state.location?.label ?? null };
    case 'error': {
      const kind = state.errorKind ?? 'failedLookup';
      return { status: 'error', kind, message: engine.MARKET_INSIGHTS_ERROR_MESSAGES[kind] };
    }
    case 'loaded':
      return state.report
        ? {
            status: 'loaded',
            view: engine.reportView(state.report),
            detailsOpen: state.detailsOpen,
          }
        : { status: 'idle' };
  }
}

function ReportArea({
  screen,
  onRetry,
  onToggleDetails,
  cardRef,
}: {
  screen: Screen;
  onRetry(): void;
  onToggleDetails(): void;
  cardRef: RefObject<HTMLDivElement | null>;
}) {
  switch (screen.status) {
    case 'idle':
      return null;
    case 'loading':
      return (
        <div className="market-insights__loading">
          <Skeleton
            label={
              screen.place ? `Loading the market report for ${screen.place}…` : 'Finding your area…'
            }
            lines={4}
          />
        </div>
      );
    case 'error':
      return (
        <div className="market-insights__error" role="alert">
          <h2>
            {screen.kind === 'failedLookup'
              ? 'Sorry, the market report did not load'
              : 'There is no market report for this place'}
          </h2>
          <p>{screen.message}</p>
          {screen.kind === 'failedLookup' && (
            <button type="button" className="button" onClick={onRetry}>
              Try again
            </button>
          )}
        </div>
      );
    case 'loaded':
      return (
        <MarketReport
          view={screen.view}
          detailsOpen={screen.detailsOpen}
          onToggleDetails={onToggleDetails}
          cardRef={cardRef}
        />
      );
  }
}

/**
 * SPEC §4, §9 sticky report bar: once the report card has scrolled up past the bar's line (80 px
 * down, 104 px from 1188 px; 1150 px before the card is measured), a bar at the top of the window
 * keeps the place, its median price and the way to another search in reach. The site's header
 * scrolls away, so the bar sits at the very top; the page keeps focused elements clear of it.
 */
function StickyReportBar({
  engine,
  view,
  cardRef,
}: {
  engine: Engine;
  view: ReportView;
  cardRef: RefObject<HTMLDivElement | null>;
}) {
  const [visible, setVisible] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const card = cardRef.current?.getBoundingClientRect();
      const { visible: show } = engine.stickyReportBar({
        scrollY: window.scrollY,
        viewportWidth: window.innerWidth,
        reportCardBottomPx: card ? card.bottom + window.scrollY : null,
      });
      setVisible(show);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [engine, cardRef]);

  // WCAG 2.4.11: what focus scrolls into view stops below the bar while it shows.
  useEffect(() => {
    const root = document.documentElement;
    if (visible && bar.current) {
      root.style.setProperty('--report-bar-height', `${bar.current.offsetHeight}px`);
    } else {
      root.style.removeProperty('--report-bar-height');
    }
    return () => {
      root.style.removeProperty('--report-bar-height');
    };
  }, [visible]);

  const { report, placeName } = view;
  const median = report.location.marketReportTrend.medianSoldPrice.currentMonth;
  const listings = listingsHref(report.location.listingsConnection.webUrl);
  return (
    <div
      ref={bar}
      className="report-bar"
      hidden={!visible}
      role="region"
      aria-label="Market report summary"
    >
      <div className="report-bar__inner">
        <p className="report-bar__place">
          <strong>{placeName}</strong>
          {median !== null && <span> · Median sold price {wholeDollars(median)}</span>}
        </p>
        <p className="report-bar__links">
          {listings && (
            <a href={listings} rel="noopener">
              {count(report.location.listingsConnection.total)} homes for sale
            </a>
          )}
          <a
            href={`#${MARKET_SEARCH_INPUT_ID}`}
            onClick={(event) => {
              event.preventDefault();
              const input = document.getElementById(MARKET_SEARCH_INPUT_ID);
              input?.scrollIntoView({ block: 'center' });
              input?.focus();
            }}
          >
            Search another place
          </a>
        </p>
      </div>
    </div>
  );
}
