import { API, PRESENCE_HEARTBEAT_MS, TOKEN_STORAGE_KEY, type Editor } from '@dz/contracts';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, staff } from '../test/app';
import { usePresence } from './usePresence';

// Issue 36: an open edit form hears of another editor, and of one who left, within 15 s; a hidden tab costs nothing.
// The heartbeat runs on the test's timers (vi.useFakeTimers), never on real waiting.

const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(staff.claims)}.potpis`;
const path = API.presence('Novost', 7);
const amela: Editor = { userName: 'amela', since: '2026-11-25T13:02:00.000Z' };

let others: Editor[];
let calls: { method: string; url: string; keepalive?: boolean }[];
let hidden: boolean;
const puts = () => calls.filter((c) => c.method === 'PUT').length;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
  others = [];
  calls = [];
  hidden = false;
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    calls.push({ method: init?.method ?? 'GET', url: String(input), keepalive: init?.keepalive });
    return init?.method === 'PUT' ? json({ editors: others }) : new Response(null, { status: 204 });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const open = () => renderHook(() => usePresence({ resource: 'Novost', id: 7 }));
/** The test's clock moves on by `ms`, every beat it fires answered. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const setHidden = async (value: boolean) => {
  hidden = value;
  await act(async () => { document.dispatchEvent(new Event('visibilitychange')); });
};

describe('presence of an open edit form', () => {
  it('hears of another editor within 15 s of their arrival, and of their leaving within 15 s', async () => {
    const form = open();
    await pass(0);
    expect(calls[0]).toMatchObject({ method: 'PUT', url: path });
    expect(form.result.current).toEqual([]);

    // Amela opens the item just after this form's beat: the worst moment.
    await pass(1);
    others = [amela];
    await pass(15_000 - 1);
    expect(form.result.current).toEqual([amela]);

    others = [];
    await pass(15_000);
    expect(form.result.current).toEqual([]);
    // About three beats in 15 s, not a storm: 20 a second for 100 open forms.
    expect(puts()).toBe(1 + Math.floor(30_000 / PRESENCE_HEARTBEAT_MS));
  });

  it('a hidden tab does not beat; shown again, it beats at once and then on its schedule', async () => {
    open();
    await pass(0);
    await setHidden(true);
    const before = puts();
    await pass(10 * 60_000);
    expect(puts()).toBe(before);

    others = [amela];
    await setHidden(false);
    await pass(0);
    expect(puts()).toBe(before + 1);
    await pass(PRESENCE_HEARTBEAT_MS);
    expect(puts()).toBe(before + 2);
  });

  it('says it closed when the page is left (a keepalive DELETE that outlives it) and when the form goes, and beats no more', async () => {
    const form = open();
    await pass(0);
    await act(async () => { window.dispatchEvent(new Event('pagehide')); });
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', keepalive: true });
    expect(calls.at(-1)!.url).toMatch(new RegExp(`^${path}\\?tab=[0-9a-f]{24}$`));
    const before = puts();
    await pass(60_000);
    expect(puts()).toBe(before);

    // Back from the browser's page cache: open again.
    await act(async () => { window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })); });
    await pass(0);
    expect(puts()).toBe(before + 1);

    form.unmount();
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', keepalive: true });
    await pass(60_000);
    expect(puts()).toBe(before + 1);
  });
});
