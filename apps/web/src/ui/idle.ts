import { useEffect, useState } from 'react';

/**
 * Calls `run` at the browser's next quiet moment (at the latest after `timeout` ms), off the
 * critical path of the page load; returns the cancel.
 */
export function whenIdle(run: () => void, timeout = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

/**
 * False until the browser has a quiet moment after the first paint. What waits for it (the
 * carousel's engine, the snackbar's code) starts after hydration, never during it: the server's
 * markup and the first render in the browser stay the same.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
