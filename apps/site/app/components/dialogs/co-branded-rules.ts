import { isCoBrandedMarker } from '@lender/analytics';

/** A partner whose visitors arrive with its COO_ marker (SPEC §6). */
export interface CoBrandPartner {
  /** The partner's name as its members know it. */
  name: string;
}

/**
 * Whether the co-branded dialog opens (SPEC §4, §6): the visitor-source marker starts with COO_
 * and the dialog has not opened before in this browser (no CoopShown cookie).
 */
export function opensCoBrandedDialog(
  marker: string | undefined,
  shownBefore: string | undefined,
): boolean {
  return isCoBrandedMarker(marker) && shownBefore === undefined;
}

/** The partner a marker names, if the site knows it. */
export function partnerOf(
  marker: string,
  partners: Readonly<Record<string, CoBrandPartner>>,
): CoBrandPartner | undefined {
  return Object.hasOwn(partners, marker) ? partners[marker] : undefined;
}
