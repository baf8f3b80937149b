import { vi } from 'vitest';
import { FIXTURE_NOW } from './fixtures';

/**
 * The web tests' one clock. Every test starts at FIXTURE_NOW (setup.ts), so no test reads the real
 * date to decide what "today" is (a CI run at 23:00 UTC, Sarajevo's midnight, once failed on it).
 * A test that needs another instant calls this with it. Only Date is faked: timers stay real, and
 * with them waitFor and findBy*.
 */
export function setClock(at: Date | string = FIXTURE_NOW): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}
