import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), [href], select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * What every modal dialog of ours does with the keyboard (WAI-ARIA dialog pattern): the focus goes to
 * `initial` (a selector inside the box) when it opens and back where it was when it closes, Tab and
 * Shift+Tab wrap inside the box, Escape calls `onEscape`. Returns the box's ref and its onKeyDown.
 */
export function useModal<T extends HTMLElement>(initial: string, onEscape: () => void): { box: RefObject<T | null>; onKeyDown: (e: KeyboardEvent) => void } {
  const box = useRef<T>(null);
  useEffect(() => {
    const before = document.activeElement;
    box.current?.querySelector<HTMLElement>(initial)?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [initial]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onEscape();
      return;
    }
    if (e.key !== 'Tab' || !box.current) return;
    const all = Array.from(box.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const [first, last] = [all[0], all[all.length - 1]];
    if (!first || !last) return;
    if (e.shiftKey && (document.activeElement === first || !box.current.contains(document.activeElement))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (document.activeElement === last || !box.current.contains(document.activeElement))) {
      e.preventDefault();
      first.focus();
    }
  };
  return { box, onKeyDown };
}
