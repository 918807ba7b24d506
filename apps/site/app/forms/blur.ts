import { useLayoutEffect, useRef, type RefObject } from 'react';

let pointerIsDown = false;
if (typeof window !== 'undefined') {
  const track = (down: boolean) => () => {
    pointerIsDown = down;
  };
  window.addEventListener('pointerdown', track(true), true);
  window.addEventListener('pointerup', track(false), true);
  window.addEventListener('pointercancel', track(false), true);
}

/**
 * Runs blur validation once the pointer that caused the blur is released. Pressing "Submit"
 * blurs the field first: a message shown at once would push the button down before the press
 * ends, and the click would land beside it and be lost. After the release the click has
 * happened (or not), and the message can move things. Keyboard blurs run at once.
 */
export function afterPointerRelease(callback: () => void): void {
  if (!pointerIsDown) {
    callback();
    return;
  }
  const run = () => {
    window.removeEventListener('pointerup', run, true);
    window.removeEventListener('pointercancel', run, true);
    // After the click event that follows pointerup.
    setTimeout(callback, 0);
  };
  window.addEventListener('pointerup', run, true);
  window.addEventListener('pointercancel', run, true);
}

/** A ref that always holds the latest rendered value, for handlers that run later. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
