import type { Modal as ModalComponent } from '@lender/ui/modal';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { brand } from '../../brand.ts';
import {
  CO_BRANDED_DIALOG_AUTO_CLOSE_MS,
  CO_BRANDED_DIALOG_CLOSING_ANIMATION_MS,
} from '../banners/banner-constants.ts';
import { documentCookieJar } from '@lender/analytics/document-cookies';
import { CO_BRAND_PARTNERS, CO_BRANDED_VIDEO } from './co-branded-partners.ts';
import type { CoBrandPartner } from './co-branded-rules.ts';
import { createCoBrandedStore } from './co-branded-store.ts';

/**
 * The dialog's module (react-aria's modal: about 25 KB compressed), fetched only for a visitor who
 * is to see the welcome; every other page view, nearly all of them, never downloads it.
 */
const loadModal = () => import('@lender/ui/modal').then((module) => module.Modal);

/** Props of {@link CoBrandedDialog}: the partners, replaceable in tests. */
export interface CoBrandedDialogProps {
  partners?: Readonly<Record<string, CoBrandPartner>>;
}

/**
 * The co-branded welcome (SPEC §4, §6, §9): opens once, after hydration, for a visitor whose
 * source marker starts with COO_, and sets CoopShown for 365 days as it opens, so it never opens
 * again in this browser. It closes by its Close button, a press on the mask, Escape, or by
 * itself after 8 seconds; a bar runs down over the last 2. Its clip plays muted, and not at all
 * for visitors who ask for reduced motion. Its 8 seconds count from when it is shown, once its
 * module has arrived.
 */
export function CoBrandedDialog({ partners = CO_BRAND_PARTNERS }: CoBrandedDialogProps) {
  const [store] = useState(() => createCoBrandedStore(partners));
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  const [closingSoon, setClosingSoon] = useState(false);
  const [Modal, setModal] = useState<typeof ModalComponent | null>(null);
  const wanted = state.status === 'open' || state.status === 'closed';
  const isOpen = state.status === 'open' && Modal !== null;

  useEffect(() => {
    if (!wanted || Modal) return undefined;
    let current = true;
    loadModal().then(
      (loaded) => {
        if (current) setModal(() => loaded);
      },
      // Offline or a new deployment: the welcome is skipped, the page is not affected.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, Modal]);

  useEffect(() => {
    store.start({
      cookies: documentCookieJar(),
      prefersReducedMotion: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
    });
  }, [store]);

  useEffect(() => {
    if (!isOpen) return undefined;
    const closing = setTimeout(
      () => setClosingSoon(true),
      CO_BRANDED_DIALOG_AUTO_CLOSE_MS - CO_BRANDED_DIALOG_CLOSING_ANIMATION_MS,
    );
    const close = setTimeout(store.close, CO_BRANDED_DIALOG_AUTO_CLOSE_MS);
    return () => {
      clearTimeout(closing);
      clearTimeout(close);
    };
  }, [isOpen, store]);

  if (!Modal || (state.status !== 'open' && state.status !== 'closed')) return null;
  const { partner } = state;
  const title = partner ? `Welcome, ${partner.name} members` : `Welcome to ${brand.lenderName}`;
  return (
    <Modal
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) store.close();
      }}
      size="medium"
    >
      <video
        className="co-branded__video"
        src={CO_BRANDED_VIDEO.src}
        poster={CO_BRANDED_VIDEO.poster}
        width={CO_BRANDED_VIDEO.width}
        height={CO_BRANDED_VIDEO.height}
        muted
        autoPlay={state.autoPlay}
        playsInline
        preload="auto"
        aria-hidden="true"
      />
      <p>
        {partner
          ? `${brand.lenderName} works with ${partner.name} to help its members buy, refinance and understand their home loans.`
          : `You came to ${brand.lenderName} through one of our partners.`}{' '}
        Look around, or talk to a licensed loan officer on{' '}
        <a href={`tel:${brand.phone.e164}`}>{brand.phone.display}</a>.
      </p>
      <div
        className="co-branded__countdown"
        data-closing={closingSoon ? '' : undefined}
        aria-hidden="true"
      />
    </Modal>
  );
}
