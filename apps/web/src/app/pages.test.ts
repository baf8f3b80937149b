import { NAV } from '@dz/contracts';
import { describe, expect, it } from 'vitest';
import { DescribedList } from '../features/collections/DescribedList';
import { definePage } from '../ui/page';
import { navWith } from './pages';

// A page module's navbar link (issue 37, app/pages.ts): into the menu it names, else before the last entry ("O nama").
// new-collection.test.ts proves a page module whole (route, server render, link) on a scratch copy.
const page = (label: string, menu?: string) => definePage({ path: `/${label.toLowerCase()}`, Component: DescribedList, nav: { label, ...(menu && { menu }) } });

describe('the navbar with page modules', () => {
  it('is NAV itself without any', () => {
    expect(navWith(NAV, [])).toBe(NAV);
  });

  it('puts a link into the menu it names, and one naming no menu before the last entry', () => {
    const menu = NAV.find((e) => 'items' in e)!;
    const nav = navWith(NAV, [page('Cjenovnik', menu.label), page('Karijere')]);
    expect(nav).toHaveLength(NAV.length + 1);
    const into = nav.find((e) => e.label === menu.label);
    expect(into && 'items' in into && into.items.at(-1)).toEqual({ label: 'Cjenovnik', to: '/cjenovnik' });
    expect(nav.at(-2)).toEqual({ label: 'Karijere', to: '/karijere' });
    expect(nav.at(-1)).toBe(NAV.at(-1));
  });
});
