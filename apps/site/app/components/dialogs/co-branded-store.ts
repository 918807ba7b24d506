import { StoredValueName, type CookieJar } from '@lender/analytics';
import {
  CO_BRANDED_DIALOG_COOKIE_DAYS,
  CO_BRANDED_DIALOG_SHOWN_COOKIE,
} from '../banners/banner-constants.ts';
import { opensCoBrandedDialog, partnerOf, type CoBrandPartner } from './co-branded-rules.ts';

/** Where the co-branded dialog is in its one life on a page. */
export type CoBrandedState =
  | { readonly status: 'waiting' } // server render and hydration: nothing known yet
  | { readonly status: 'not-shown' }
  | {
      readonly status: 'open' | 'closed';
      readonly partner: CoBrandPartner | undefined;
      readonly autoPlay: boolean;
    };

const WAITING: CoBrandedState = { status: 'waiting' };
const NOT_SHOWN: CoBrandedState = { status: 'not-shown' };

/** What the store needs from the browser, passed in so it can be tested without one. */
export interface CoBrandedEnvironment {
  cookies: CookieJar;
  prefersReducedMotion: boolean;
}

/**
 * The co-branded dialog's state, kept outside React (read with useSyncExternalStore): it decides
 * once, after hydration, whether the dialog opens, and sets CoopShown as it does (SPEC §4).
 */
export function createCoBrandedStore(partners: Readonly<Record<string, CoBrandPartner>>) {
  let state = WAITING;
  const listeners = new Set<() => void>();

  function set(next: CoBrandedState) {
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): CoBrandedState => state,
    getServerSnapshot: (): CoBrandedState => WAITING,
    /** Opens the dialog if the visitor's marker asks for it and it never opened before. */
    start({ cookies, prefersReducedMotion }: CoBrandedEnvironment): void {
      if (state.status !== 'waiting') return;
      const marker = cookies.get(StoredValueName.ReferringDomain);
      if (!marker || !opensCoBrandedDialog(marker, cookies.get(CO_BRANDED_DIALOG_SHOWN_COOKIE))) {
        set(NOT_SHOWN);
        return;
      }
      cookies.set(CO_BRANDED_DIALOG_SHOWN_COOKIE, 'true', { days: CO_BRANDED_DIALOG_COOKIE_DAYS });
      set({
        status: 'open',
        partner: partnerOf(marker, partners),
        autoPlay: !prefersReducedMotion,
      });
    },
    /** Closes the dialog, however it was asked to close. */
    close(): void {
      if (state.status === 'open') set({ ...state, status: 'closed' });
    },
  };
}
