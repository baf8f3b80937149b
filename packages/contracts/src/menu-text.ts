import { FRAME_UI, NAV, type NavEntry, type NavLink } from './frame-text.js';
import { DOCUMENT_TYPES } from './registry.js';
import { ROUTES } from './routes.js';

/** The site's menus (issue 39, menus.ts): their names in the API's paths (/api/Izbornik/glavni). */
export const MENU_NAMES = ['glavni', 'podnozje'] as const;
export type MenuName = (typeof MENU_NAMES)[number];

export const MENU_LIMITS = {
  /** An item's label, in characters. */
  label: 60,
  /** First-level items of one menu. */
  topItems: 12,
  /** Links under one first-level item. */
  children: 20,
  /** An external address. */
  url: 500,
} as const;

/** What the API answers for a bad menu (each names its item: items.2.items.0.link.url) and the screens' words. */
export const MENU_TEXT = {
  unknownRoute: 'Ova adresa nije stranica sajta. Izaberite stranicu sa spiska.',
  unknownDocuments: 'Nepoznata vrsta dokumenata.',
  httpsOnly: 'Vanjski link mora biti potpuna adresa koja počinje sa https://.',
  unknownLinkType: 'Link mora voditi na stranicu, stranicu sajta, listu dokumenata, ambulantu, službu ili vanjsku https:// adresu.',
  linkOrItems: 'Stavka prvog nivoa mora imati link ili stavke ispod sebe.',
  notBoth: 'Stavka sa stavkama ispod sebe nema svoj link (otvara podizbornik).',
  unknownMenu: 'Nepoznat izbornik. Postoje: glavni, podnozje.',
  unknownVersion: 'Ta verzija izbornika ne postoji.',
  missingTarget: (field: string) => `Stavka ${field} vodi na zapis koji ne postoji.`,
  names: { glavni: 'Glavni izbornik', podnozje: 'Linkovi u podnožju' } satisfies Record<MenuName, string>,
  // The menus' screen (/urednik/izbornici).
  heading: 'Izbornici',
  intro: 'Glavni izbornik je traka na vrhu svake stranice, linkovi u podnožju su na dnu. Stavka prvog nivoa je link ili naslov podizbornika sa linkovima ispod sebe (najviše dva nivoa). Izmjena se sačuva kao nacrt; posjetioci je vide tek kad je objavite.',
  label: 'Naziv',
  kind: 'Vrsta stavke',
  kinds: { link: 'Link', heading: 'Podizbornik (naslov sa linkovima)' },
  linkType: 'Vodi na',
  linkTypes: { route: 'Stranicu sajta', page: 'Stranicu koju pišete', documents: 'Listu dokumenata', clinic: 'Ambulantu', service: 'Službu', url: 'Vanjsku adresu (https://)' },
  target: 'Odredište',
  url: 'Adresa',
  addItem: 'Dodaj stavku',
  addChild: 'Dodaj link u podizbornik',
  remove: 'Ukloni',
  up: 'Gore',
  down: 'Dolje',
  publish: 'Objavi odmah (posjetioci vide izbornik čim se sačuva)',
  save: 'Sačuvaj',
  saved: 'Izbornik je sačuvan.',
  changed: 'Nacrt se razlikuje od objavljenog izbornika: posjetioci još vide objavljeni.',
  publishDraft: 'Objavi nacrt',
  published: 'Izbornik je objavljen.',
  preview: 'Pregled nacrta (kako će ga posjetioci vidjeti)',
  versions: 'Ranije verzije',
  restore: 'Vrati u nacrt',
  restored: 'Verzija je vraćena u nacrt.',
  versionLine: (v: number, who: string, when: string, live: boolean) => `Verzija ${v}, ${who}, ${when}${live ? ' (objavljena)' : ''}`,
} as const;

/** What a menu item links to, as stored (menus.ts's schemas check it). */
export type MenuLink =
  | { type: 'page'; page: number }
  | { type: 'route'; path: string }
  | { type: 'documents'; resource: string }
  | { type: 'clinic'; id: number }
  | { type: 'service'; id: number }
  | { type: 'url'; url: string };
/** A second-level item: a link. */
export interface MenuChild { label: string; link: MenuLink }
/** A first-level item: a link, or a heading over links. */
export interface MenuItem { label: string; link?: MenuLink; items?: MenuChild[] }

type DefaultLink = Extract<MenuLink, { type: 'route' | 'documents' }>;

/** A link of the code's navbar as a menu link: a document type's list by its resource, any other page as a route. */
const linkOf = (to: string): DefaultLink => {
  const t = DOCUMENT_TYPES.find((d) => d.listPath === to);
  return t ? { type: 'documents', resource: t.resource } : { type: 'route', path: to };
};
const itemOf = (e: NavEntry): MenuItem =>
  'items' in e ? { label: e.label, items: e.items.map((l: NavLink) => ({ label: l.label, link: linkOf(l.to) })) } : { label: e.label, link: linkOf(e.to) };

/**
 * Each menu before staff first save it: the site's menus as they were in code (docs/product.md "Navigation and frame"),
 * so a fresh database draws them as before. A saved menu replaces its default.
 */
export const DEFAULT_MENUS: Record<MenuName, MenuItem[]> = {
  glavni: NAV.map(itemOf),
  podnozje: [{ label: FRAME_UI.accessibilityStatement, link: { type: 'route', path: ROUTES.accessibility } }],
};

/** What resolving a menu's links needs to know of the data now: a page's path (none: gone or not public), whether a clinic or service is there. */
export interface MenuTargets {
  pagePath: (id: number) => string | undefined;
  clinic: (id: number) => boolean;
  service: (id: number) => boolean;
}

/** A link's address now, or undefined when what it names is gone (the item is then not shown). */
export function linkAddress(link: MenuLink, targets: MenuTargets): NavLink | undefined {
  switch (link.type) {
    case 'page': {
      const path = targets.pagePath(link.page);
      return path === undefined ? undefined : { label: '', to: path };
    }
    case 'route': return { label: '', to: link.path };
    case 'documents': {
      const t = DOCUMENT_TYPES.find((d) => d.resource === link.resource);
      return t ? { label: '', to: t.listPath } : undefined;
    }
    case 'clinic': return targets.clinic(link.id) ? { label: '', to: ROUTES.clinicDetail(link.id) } : undefined;
    case 'service': return targets.service(link.id) ? { label: '', to: ROUTES.serviceDetail(link.id) } : undefined;
    case 'url': return { label: '', to: link.url, external: true };
  }
}

/**
 * A stored menu as the screens draw it (the code's NAV shape): each link resolved to its address now (a page's link
 * follows its path), an item whose target is gone left out, and a heading left with no links left out too.
 */
export function resolveMenu(items: readonly MenuItem[], targets: MenuTargets): NavEntry[] {
  const link = (label: string, l: MenuLink): NavLink | undefined => {
    const at = linkAddress(l, targets);
    return at && { ...at, label };
  };
  return items.flatMap((item): NavEntry[] => {
    if (item.link) {
      const l = link(item.label, item.link);
      return l ? [l] : [];
    }
    const children = (item.items ?? []).flatMap((c) => {
      const l = link(c.label, c.link);
      return l ? [l] : [];
    });
    return children.length ? [{ label: item.label, items: children }] : [];
  });
}

/** Each menu as the code had it, resolved: what is drawn before (or without) a menu read from the data. */
export const CODE_NAV: Record<MenuName, NavEntry[]> = {
  glavni: resolveMenu(DEFAULT_MENUS.glavni, { pagePath: () => undefined, clinic: () => false, service: () => false }),
  podnozje: resolveMenu(DEFAULT_MENUS.podnozje, { pagePath: () => undefined, clinic: () => false, service: () => false }),
};
