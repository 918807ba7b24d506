export { Modal, MODAL_TRANSITION_MS } from './Modal.tsx';
export type { ModalProps } from './Modal.tsx';
export { stopEmbeddedMedia } from './stop-embedded-media.ts';
