import type { CSSProperties, ReactNode } from 'react';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** What screen readers hear while the shapes show, e.g. "Loading your results…". */
  label?: string;
  /** The shapes, `SkeletonBlock`s laid out like the content to come; three text lines if left out. */
  children?: ReactNode;
  /** How many text lines to draw when there are no children. */
  lines?: number;
  className?: string;
}

/**
 * A loading placeholder (SPEC §4 "Loading skeleton, then results"): grey shapes in the layout of
 * the coming content, with a shimmer that stops when the visitor prefers reduced motion. The
 * shapes are hidden from assistive technology; a polite status says "Loading…" instead.
 * Replace the whole skeleton with the content when it arrives.
 */
export function Skeleton({ label = 'Loading…', children, lines = 3, className }: SkeletonProps) {
  return (
    <div
      className={['lui-skeleton', className].filter(Boolean).join(' ')}
      role="status"
      aria-live="polite"
    >
      <span className="lui-skeleton__label">{label}</span>
      <div className="lui-skeleton__shapes" aria-hidden="true">
        {children ??
          Array.from({ length: lines }, (_, index) => (
            <SkeletonBlock key={index} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
          ))}
      </div>
    </div>
  );
}

/** Props of {@link SkeletonBlock}. */
export interface SkeletonBlockProps {
  /** `text` is a line of body text; `rect` a picture or field; `circle` an avatar or chart. */
  shape?: 'text' | 'rect' | 'circle';
  /** Any CSS length; 100% by default (a circle's width is its size). */
  width?: string | number;
  /** Any CSS length; a text line's height by default. */
  height?: string | number;
}

/** One grey shape of a {@link Skeleton}. */
export function SkeletonBlock({ shape = 'text', width = '100%', height }: SkeletonBlockProps) {
  const style: CSSProperties = { width, height: shape === 'circle' ? width : height };
  return <span className={`lui-skeleton__block lui-skeleton__block--${shape}`} style={style} />;
}
