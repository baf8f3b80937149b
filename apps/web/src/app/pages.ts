import type { NavEntry } from '@dz/contracts';
import type { PageModule } from '../ui/page';

/**
 * Every page module (src/page-modules/*.tsx, ui/page.tsx `definePage`; a module's default export is a page or a list of
 * them), in their files' order: the router gives each its route and its server loader (app/routes.tsx), the navbar its
 * link (`navWith`). Loaded with the route table, eagerly, in both builds and in the same order, so the lazy screens
 * they declare have the same places in both (ui/lazyScreen.tsx).
 */
export const PAGES: readonly PageModule[] = Object.values(
  import.meta.glob<{ default: PageModule | readonly PageModule[] }>('../page-modules/*.tsx', { eager: true }),
).flatMap((m) => m.default);

/** The navbar's entries with the page modules' links: each into the menu it names, else before the last entry. */
export function navWith(nav: readonly NavEntry[], pages: readonly PageModule[] = PAGES): readonly NavEntry[] {
  const linked = pages.filter((p) => p.nav);
  if (!linked.length) return nav;
  const entries = nav.map((e) => {
    const into = linked.filter((p) => p.nav!.menu === e.label && 'items' in e);
    return into.length && 'items' in e ? { ...e, items: [...e.items, ...into.map((p) => ({ label: p.nav!.label, to: p.path }))] } : e;
  });
  const alone = linked.filter((p) => !nav.some((e) => 'items' in e && e.label === p.nav!.menu)).map((p) => ({ label: p.nav!.label, to: p.path }));
  return [...entries.slice(0, -1), ...alone, ...entries.slice(-1)];
}
