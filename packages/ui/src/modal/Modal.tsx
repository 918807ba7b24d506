import {
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type DOMAttributes,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  Pressable,
} from 'react-aria-components/Modal';
import { stopEmbeddedMedia } from './stop-embedded-media.ts';

/** SPEC §9 "Dialog transition 150 ms": the fade and rise of the backdrop and the dialog. */
export const MODAL_TRANSITION_MS = 150;

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The dialog's visible heading, which also names it (`aria-labelledby`). Required. */
  title: ReactNode;
  /** The content; a function receives `close` for buttons such as "Apply". */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /**
   * The element that opens the dialog on press: a focusable element that takes a `ref`, such as
   * `<Button type="button">` from `@lender/ui/button`. Focus returns to it on close. Leave it out
   * when the page opens the dialog itself through `isOpen`.
   */
  trigger?: ReactElement;
  /** Controlled open state; pair with `onOpenChange`. */
  isOpen?: boolean;
  /** Uncontrolled initial state. */
  defaultOpen?: boolean;
  /** Called with `false` when the visitor closes it (backdrop, dismiss button, Escape). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Visible text of the dismiss button (top right). */
  dismissText?: string;
  /** `alertdialog` for a dialog that interrupts with something the visitor must act on. */
  role?: 'dialog' | 'alertdialog';
  /** Width of the dialog on wide screens; it always fits a 320 px screen. */
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/**
 * A modal dialog (SPEC §4 "Modals"): opens on a press of its trigger; closes on a backdrop
 * press, the dismiss button or Escape; keeps focus inside and gives it back to the trigger;
 * locks page scroll while open (React Aria's `ModalOverlay`); fades in and out over 150 ms,
 * at once with reduced motion; and on closing pauses any video and reloads any iframe inside.
 * Renders only the trigger on the server: the dialog exists once it is opened.
 */
export function Modal({
  title,
  children,
  trigger,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  dismissText = 'Close',
  role = 'dialog',
  size = 'medium',
  className,
}: ModalProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = isOpen ?? uncontrolledOpen;
  const dialogRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(open);

  // Closing starts the exit transition with the content still in place: stop its media now,
  // however the dialog was closed (by the visitor, or by the page through `isOpen`).
  useLayoutEffect(() => {
    if (wasOpen.current && !open && dialogRef.current) stopEmbeddedMedia(dialogRef.current);
    wasOpen.current = open;
  }, [open]);

  function changeOpen(next: boolean) {
    if (isOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  }

  const overlay = (
    <ModalOverlay
      isOpen={open}
      onOpenChange={changeOpen}
      isDismissable
      className="lui-modal-overlay"
      style={{ '--lui-modal-duration': `${MODAL_TRANSITION_MS}ms` } as CSSProperties}
    >
      <AriaModal
        className={['lui-modal', `lui-modal--${size}`, className].filter(Boolean).join(' ')}
      >
        <Dialog ref={dialogRef} role={role} className="lui-modal__dialog">
          {({ close }) => (
            <>
              <div className="lui-modal__header">
                <Heading slot="title" className="lui-modal__title">
                  {title}
                </Heading>
                <AriaButton slot="close" className="lui-modal__dismiss">
                  {dismissText}
                </AriaButton>
              </div>
              <div className="lui-modal__body">
                {typeof children === 'function' ? children({ close }) : children}
              </div>
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );

  if (!trigger) return overlay;
  return (
    <DialogTrigger isOpen={open} onOpenChange={changeOpen}>
      {/* Pressable's type asks for a DOM element; a component that passes its props and ref on
          to one (our Button) works the same at run time. */}
      <Pressable>{trigger as ReactElement<DOMAttributes<HTMLElement>, string>}</Pressable>
      {overlay}
    </DialogTrigger>
  );
}
