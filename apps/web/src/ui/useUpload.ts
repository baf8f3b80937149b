import { useEffect, useRef, useState } from 'react';
import type { Send } from '../api/upload';

/** Runs one upload at a time with a progress fraction and a way to cancel it (also on leaving the page). */
export function useUpload() {
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  async function run<T>(send: (s: Send) => Promise<T>): Promise<T> {
    const ctrl = new AbortController();
    controller.current = ctrl;
    setProgress(0);
    try {
      return await send({ onProgress: setProgress, signal: ctrl.signal });
    } finally {
      if (controller.current === ctrl) controller.current = null;
      setProgress(null);
    }
  }

  return { progress, busy: progress !== null, run, cancel: () => controller.current?.abort() };
}
