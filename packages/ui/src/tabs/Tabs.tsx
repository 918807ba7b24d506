import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components/Tabs';
import { prefersReducedMotion, scrollEdges } from '../carousel/scroll-edges.ts';
import { dragScrollLeft, isDrag, TAB_SCROLL_STEP_PX } from './tab-strip.ts';

/** One tab and its panel. */
export interface TabItem {
  id: Key;
  title: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Names the tab list, e.g. "Loan types". */
  label: string;
  tabs: readonly TabItem[];
  /** The tab selected at first (uncontrolled); the first enabled tab if left out. */
  defaultSelectedKey?: Key;
  /** The selected tab (controlled); pair with `onSelectionChange`. */
  selectedKey?: Key;
  onSelectionChange?: (key: Key) => void;
  /** Names of the strip's scroll buttons (for pointer users; keys scroll the strip themselves). */
  previousText?: string;
  nextText?: string;
  className?: string;
}

interface DragState {
  pointerId: number;
  startX: number;
  startScrollLeft: number;
  tab: HTMLElement | null;
  dragging: boolean;
}

/**
 * Tabs on React Aria (arrow keys move between tabs, Home/End, the panel follows) with the
 * scrolling tab strip of SPEC §9: when the tabs do not fit, "previous" and "next" buttons scroll
 * the strip 100 px per click, and the strip can be dragged with a mouse; a mouse press that
 * moves less than 5 px is a click that selects its tab, more is a drag that selects nothing.
 * Touch scrolls the strip natively. Keyboard focus scrolls the focused tab into view.
 */
export function Tabs({
  label,
  tabs,
  defaultSelectedKey,
  selectedKey,
  onSelectionChange,
  previousText = 'Scroll tabs back',
  nextText = 'Scroll tabs forward',
  className,
}: TabsProps) {
  const [ownSelected, setOwnSelected] = useState<Key | undefined>(
    defaultSelectedKey ?? tabs.find((tab) => !tab.isDisabled)?.id,
  );
  const selected = selectedKey ?? ownSelected;
  const stripRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ overflowing: false, atStart: true, atEnd: true });

  function select(key: Key) {
    if (selectedKey === undefined) setOwnSelected(key);
    onSelectionChange?.(key);
  }
  // The latest `select` and tabs for the native listeners below, which are attached once.
  const latest = useRef({ select, tabs });
  useEffect(() => {
    latest.current = { select, tabs };
  });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () =>
      setEdges({ overflowing: list.scrollWidth > list.clientWidth + 1, ...scrollEdges(list) });
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    resize?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, []);

  // Mouse presses on the strip are ours: React Aria would select a tab as the button goes down,
  // before we know whether the press is a click or the start of a drag. Native capture-phase
  // listeners run before React's handlers and stop the event there.
  useEffect(() => {
    const strip = stripRef.current;
    const list = listRef.current;
    if (!strip || !list) return;
    const doc = strip.ownerDocument;
    let drag: DragState | null = null;

    const onPointerMove = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const distance = event.clientX - drag.startX;
      if (!drag.dragging && !isDrag(distance)) return;
      drag.dragging = true;
      list.scrollLeft = dragScrollLeft(drag.startScrollLeft, distance);
    };
    const onPointerUp = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      const { tab, dragging } = drag;
      drag = null;
      doc.removeEventListener('pointermove', onPointerMove);
      doc.removeEventListener('pointerup', onPointerUp);
      doc.removeEventListener('pointercancel', onPointerUp);
      if (dragging || event.type === 'pointercancel') return;
      if (tab && tab.getAttribute('aria-disabled') !== 'true' && tab.dataset.key !== undefined) {
        // The first focus into the list makes React Aria put back the scroll position of its
        // last `scroll` event, which the browser sends a frame late: straight after a drag that
        // is where the drag began. Where the strip is now is what the visitor sees; keep it.
        const scrollLeft = list.scrollLeft;
        tab.focus({ preventScroll: true });
        list.scrollLeft = scrollLeft;
        latest.current.select(keyOf(tab.dataset.key, latest.current.tabs));
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      event.stopPropagation();
      drag = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startScrollLeft: list.scrollLeft,
        tab: (event.target as Element).closest<HTMLElement>('[role="tab"]'),
        dragging: false,
      };
      doc.addEventListener('pointermove', onPointerMove);
      doc.addEventListener('pointerup', onPointerUp);
      doc.addEventListener('pointercancel', onPointerUp);
    };
    // No text selection and no focus on the tab under a drag; a click focuses it on release.
    const onMouseDown = (event: MouseEvent) => {
      if (event.button === 0) event.preventDefault();
    };

    strip.addEventListener('pointerdown', onPointerDown, true);
    strip.addEventListener('mousedown', onMouseDown, true);
    return () => {
      strip.removeEventListener('pointerdown', onPointerDown, true);
      strip.removeEventListener('mousedown', onMouseDown, true);
      doc.removeEventListener('pointermove', onPointerMove);
      doc.removeEventListener('pointerup', onPointerUp);
      doc.removeEventListener('pointercancel', onPointerUp);
    };
  }, []);

  function page(direction: -1 | 1) {
    const list = listRef.current;
    if (!list) return;
    const left = direction * TAB_SCROLL_STEP_PX;
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    if (typeof list.scrollBy === 'function') list.scrollBy({ left, behavior });
    else list.scrollLeft += left;
  }

  return (
    <AriaTabs
      selectedKey={selected}
      onSelectionChange={select}
      disabledKeys={tabs.filter((tab) => tab.isDisabled).map((tab) => tab.id)}
      className={['lui-tabs', className].filter(Boolean).join(' ')}
    >
      <div className="lui-tabs__bar" data-overflowing={edges.overflowing || undefined}>
        {edges.overflowing && (
          // Pointer helpers only: arrow keys already move along the strip and scroll it.
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            title={previousText}
            className="lui-tabs__page lui-tabs__page--previous"
            disabled={edges.atStart}
            onClick={() => page(-1)}
          >
            ‹
          </button>
        )}
        <div ref={stripRef} className="lui-tabs__strip">
          <TabList ref={listRef} aria-label={label} className="lui-tabs__list">
            {tabs.map((tab) => (
              <Tab key={tab.id} id={tab.id} className="lui-tabs__tab">
                {tab.title}
              </Tab>
            ))}
          </TabList>
        </div>
        {edges.overflowing && (
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            title={nextText}
            className="lui-tabs__page lui-tabs__page--next"
            disabled={edges.atEnd}
            onClick={() => page(1)}
          >
            ›
          </button>
        )}
      </div>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="lui-tabs__panel">
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}

/** The tab's key in its original type (the DOM keeps it as a string). */
function keyOf(domKey: string, tabs: readonly TabItem[]): Key {
  return tabs.find((tab) => String(tab.id) === domKey)?.id ?? domKey;
}
