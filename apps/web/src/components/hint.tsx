import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import classes from './hint.module.css';

/** Where the hint sits beside its target: physical sides, so callers choose them from the direction. */
export type HintSide = 'left' | 'right' | 'bottom';

interface HintProps {
  label: string;
  side: HintSide;
  disabled?: boolean;
  /** One element: the hint measures the first child it wraps. */
  children: ReactNode;
}

const GAP_PX = 8;
const EDGE_PX = 4;

/**
 * The hover hint of the frame's icon-only controls. Mantine's Tooltip would bring floating-ui
 * (about 19 KB gzipped) into the first download; a bubble beside its target is all the frame needs.
 * It is fixed-position in a portal, so the sidebar's scrolling box cannot clip it. Every target
 * already has the same text as its accessible name, so the bubble is aria-hidden: a screen reader
 * would otherwise read it twice. Escape hides it wherever the focus is (WCAG 1.4.13), and so does
 * a click: the target may move or be renamed by it (the sidebar toggle). A mouse only: a tap on a
 * touch screen must not open it (a browser may then swallow the tap as a hover).
 */
export function Hint({ label, side, disabled = false, children }: HintProps) {
  const [at, setAt] = useState<{ x: number; y: number } | null>(null);
  const bubble = useRef<HTMLSpanElement>(null);

  const show = (event: PointerEvent<HTMLElement>) => {
    if (disabled || event.pointerType !== 'mouse') return;
    const target = event.currentTarget.firstElementChild ?? event.currentTarget;
    setAt(anchor(target.getBoundingClientRect(), side));
  };
  const hide = () => setAt(null);
  const shown = at !== null;

  useEffect(() => {
    if (!shown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAt(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shown]);

  // A centred hint near the window's edge (the header's last switch) moves back inside it.
  useLayoutEffect(() => {
    const el = bubble.current;
    if (!el) return;
    const box = el.getBoundingClientRect();
    const shift =
      Math.min(0, window.innerWidth - EDGE_PX - box.right) + Math.max(0, EDGE_PX - box.left);
    if (at && shift !== 0) el.style.left = `${at.x + shift}px`;
  }, [at]);

  return (
    <span className={classes.target} onPointerEnter={show} onPointerLeave={hide} onClick={hide}>
      {children}
      {at &&
        !disabled &&
        createPortal(
          <span
            ref={bubble}
            aria-hidden="true"
            className={classes.hint}
            data-side={side}
            style={{ left: at.x, top: at.y }}
          >
            {label}
          </span>,
          document.body,
        )}
    </span>
  );
}

function anchor(rect: DOMRect, side: HintSide): { x: number; y: number } {
  switch (side) {
    case 'right':
      return { x: rect.right + GAP_PX, y: rect.top + rect.height / 2 };
    case 'left':
      return { x: rect.left - GAP_PX, y: rect.top + rect.height / 2 };
    case 'bottom':
      return { x: rect.left + rect.width / 2, y: rect.bottom + GAP_PX };
  }
}
