import type { ComponentType } from 'react';

const preloads: (() => Promise<unknown>)[] = [];

/**
 * A screen in its own chunk, loaded on first use (like React.lazy), that renders at once when its
 * chunk is already loaded. React.lazy suspends on the first render of each component even then,
 * and a server render that suspends sends the late content with an inline script the CSP
 * refuses; the server calls preloadScreens() once, so its renders never suspend. In the browser a
 * screen not yet loaded suspends as before (a spinner, or the server's HTML kept while hydrating).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<unknown> | undefined;
  const preload = () => (pending ??= load().then((C) => void (Loaded = C)));
  preloads.push(preload);
  function LazyScreen(props: P) {
    if (!Loaded) throw preload();
    return <Loaded {...props} />;
  }
  return LazyScreen;
}

/** Loads every lazy screen's chunk (the server does, before its first render). */
export const preloadScreens = () => Promise.all(preloads.map((p) => p()));
