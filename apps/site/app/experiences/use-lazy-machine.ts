// The guided experiences' state machines (@lender/guided-experiences) bring @lender/validation,
// zod and the API client with them: tens of kilobytes no visitor needs to read the page. So a
// page renders its first screen from plain data its loader worked out, and fetches the machine
// when the visitor shows an intent to use it (pointer over it, focus in it, a touch), or when it
// must act on its own (a report to load). Events dispatched before it arrives are kept and
// replayed, in order, the moment it does.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

/** A reducer and the state it starts from. */
export interface Machine<State, Event> {
  reduce(state: State, event: Event): State;
}

/** What {@link useLazyMachine} gives a view. */
export interface LazyMachine<State, Event, Module> {
  /** The loaded module; null until it has arrived. */
  module: Module | null;
  /** The machine's state; null until the module has arrived (render the loader's first screen). */
  state: State | null;
  /** Sends an event; kept until the module arrives, then applied in order. */
  dispatch(event: Event): void;
  /** Starts loading the module now (idempotent): call it on a sign of intent. */
  prepare(): void;
}

/**
 * Runs a reducer that is loaded on demand. `load` must be a stable function (a module-level
 * `() => import(…)`); `init` gives the first state from the loaded module. A failed load (the
 * connection went, a new deployment replaced the file) is tried again on the next event.
 */
export function useLazyMachine<State, Event, Module extends Machine<State, Event>>(
  load: () => Promise<Module>,
  init: (module: Module) => State,
): LazyMachine<State, Event, Module> {
  const [loaded, setLoaded] = useState<{ module: Module; state: State } | null>(null);
  const moduleRef = useRef<Module | null>(null);
  const pending = useRef<Event[]>([]);
  const loading = useRef<Promise<void> | null>(null);
  // The first state comes from the `init` of the first render: what the page started with.
  const [initial] = useState(() => init);

  const prepare = useCallback(() => {
    loading.current ??= load().then(
      (module) => {
        moduleRef.current = module;
        const queued = pending.current.splice(0);
        setLoaded({
          module,
          state: queued.reduce((state, event) => module.reduce(state, event), initial(module)),
        });
      },
      () => {
        loading.current = null;
      },
    );
  }, [load, initial]);

  const dispatch = useCallback(
    (event: Event) => {
      const module = moduleRef.current;
      if (!module) {
        pending.current.push(event);
        prepare();
        return;
      }
      setLoaded((current) =>
        current ? { module: current.module, state: module.reduce(current.state, event) } : current,
      );
    },
    [prepare],
  );

  return { module: loaded?.module ?? null, state: loaded?.state ?? null, dispatch, prepare };
}

/** Props that start loading a machine when the visitor shows an intent to use what they are on. */
export function intentProps(prepare: () => void) {
  return { onPointerOver: prepare, onFocus: prepare, onTouchStart: prepare };
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeNever = () => () => {};

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asks for reduced motion, followed as it changes; false on the server and
 * while hydrating, so the first render matches the server's.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

/** True once React runs in the browser; false on the server and while hydrating. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** SPEC §9: a resize is acted on once the window has kept its size this long. */
export const RESIZE_DEBOUNCE_MS = 250;

function subscribeResize(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
}

/**
 * The window's width, followed once a resize has settled (SPEC §9: 250 ms); undefined on the
 * server and while hydrating.
 */
export function useViewportWidth(): number | undefined {
  return useSyncExternalStore<number | undefined>(
    subscribeResize,
    () => window.innerWidth,
    () => undefined,
  );
}

/**
 * Moves focus to `element` whenever `key` changes after the first render (a new question, a new
 * section), so keyboard and screen-reader users start at what changed. The element is made
 * focusable by script only (`tabindex="-1"`).
 */
export function useFocusOnChange<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus();
  }, [key]);
  return ref;
}
