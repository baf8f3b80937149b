import { createContext, useContext, type ComponentType } from 'react';

const preloads: (() => Promise<unknown>)[] = [];

/**
 * The lazy screens a server render drew, by their place in `preloads`: the browser loads exactly
 * those before it hydrates (`preloadRendered`). Every lazyScreen() is called while the route table's
 * modules are evaluated (app/routes.tsx, features/pages/index.ts, the page modules of app/pages.ts), which the server's and the
 * browser's builds do in the same order, so a place names the same screen in both.
 */
export const RenderedScreens = createContext<Set<number> | null>(null);

/**
 * A screen in its own chunk, loaded on first use (like React.lazy), that renders at once when its
 * chunk is already loaded. React.lazy suspends on the first render of each component even then,
 * and a server render that suspends sends the late content with an inline script the CSP
 * refuses; the server calls preloadScreens() once, so its renders never suspend. The browser loads
 * the screens of a server-rendered page before hydrating it (main.tsx): a screen that suspended
 * while hydrating would let the frame's first updates (the stored session, `hydrated`) replace the
 * server's HTML with the Suspense fallback, "Učitavanje…", until its chunk came (issue 36). A screen
 * opened later by a link suspends as before: a spinner.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<unknown> | undefined;
  const place = preloads.length;
  const preload = () => (pending ??= load().then((C) => void (Loaded = C)));
  preloads.push(preload);
  function LazyScreen(props: P) {
    useContext(RenderedScreens)?.add(place);
    if (!Loaded) throw preload();
    return <Loaded {...props} />;
  }
  return LazyScreen;
}

/** One named export of a module, as a lazy screen (its own chunk, loaded on first use). */
export const lazyNamed = <N extends string>(load: () => Promise<Record<NoInfer<N>, ComponentType>>, name: N) =>
  lazyScreen(async () => (await load())[name]);

/** Loads every lazy screen's chunk (the server does, before its first render). */
export const preloadScreens = () => Promise.all(preloads.map((p) => p()));

/** Loads the screens a server render drew (its `RenderedScreens`), so hydrating them never suspends. */
export const preloadRendered = (places: readonly number[]) => Promise.all(places.map((p) => preloads[p]?.()));
