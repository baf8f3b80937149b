import type { MouseEvent } from 'react';

/**
 * A click a script may take over: the main button, no modifier key. Ctrl-, Shift- or middle clicks
 * ask the browser to open the link in a new tab or window, and are left to it.
 */
export const isPlainClick = (e: MouseEvent) => e.button === 0 && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);
