import { DEFAULT_MENUS, MENU_TEXT, resolveMenu, type MenuInput, type MenuItem, type MenuLink, type MenuName, type MenuForStaff, type NavEntry } from '@dz/contracts';
import type { Db } from '@dz/db';
import { systemClock, type Clock } from '../clock.js';
import { NotFoundError, ValidationError } from '../errors.js';
import { audit, type Actor } from './audit.js';
import { assertCurrent, type Expected } from './edits.js';
import { poolSql, type Sql } from '../db/sql.js';
import { inTransaction } from '../db/transaction.js';

/** The menus' name in the audit log and the 412's "who saved last" (the item is the menu's name). */
export const MENU_RESOURCE = 'Izbornik';

/** A menu's version as an entity tag (ETag / If-Match). */
export const menuTag = (version: number) => `"m${version}"`;

interface Row { name: MenuName; draft: MenuItem[]; published: MenuItem[]; version: number; updatedAt: Date; publishedAt: Date | null }

/** One save of a menu, as GET /api/Izbornik/{name}/verzije lists them. */
export interface MenuVersionEntry { version: number; published: boolean; savedAt: string; savedBy: string; items: MenuItem[] }

/** Every link of a tree, with its field's name as the API's errors name it (items.2.items.0.link). */
function linksOf(items: readonly MenuItem[]): { link: MenuLink; field: string }[] {
  return items.flatMap((item, i) => [
    ...(item.link ? [{ link: item.link, field: `items.${i}.link` }] : []),
    ...(item.items ?? []).map((c, j) => ({ link: c.link, field: `items.${i}.items.${j}.link` })),
  ]);
}

const idsOf = (items: readonly MenuItem[], type: 'page' | 'clinic' | 'service'): number[] =>
  linksOf(items).flatMap(({ link }) => (link.type === 'page' ? (type === 'page' ? [link.page] : []) : link.type === type ? [link.id] : []));

/**
 * The site's menus (issue 39, contracts menus.ts): each kept as one row with the draft staff edit and the tree visitors
 * see; every save and publication is a version (who, when, the tree) and an audit row. A menu never saved is the one
 * the code had (DEFAULT_MENUS). Links to a page follow its path: they are resolved when a menu is read.
 */
export function menuService(db: Db, { now = systemClock }: { now?: Clock } = {}) {
  const sql = poolSql(db);

  const read = async (q: Sql, name: MenuName, lock = false): Promise<Row | undefined> =>
    (await q<Row>(`SELECT name, draft, published, version, "updatedAt", "publishedAt" FROM "Izbornik" WHERE name = $1${lock ? ' FOR UPDATE' : ''}`, [name]))[0];

  /** What the links of these trees name that is there now: pages' paths (not in the bin), clinics and services. */
  async function targets(q: Sql, trees: readonly MenuItem[][]) {
    const all = trees.flat();
    const pages = idsOf(all, 'page');
    const clinics = idsOf(all, 'clinic');
    const services = idsOf(all, 'service');
    const [pageRows, clinicRows, serviceRows] = await Promise.all([
      // A page the public reads: out of the bin and published (a draft's or a scheduled page's link waits for it).
      pages.length ? q<{ id: number; path: string }>('SELECT id, path FROM "Stranica" WHERE id = ANY($1::int[]) AND "deletedAt" IS NULL AND "publishAt" <= $2', [pages, now()]) : [],
      clinics.length ? q<{ id: number }>('SELECT id FROM "Ambulanta" WHERE id = ANY($1::int[]) AND "deletedAt" IS NULL', [clinics]) : [],
      services.length ? q<{ id: number }>('SELECT id FROM "Sluzba" WHERE id = ANY($1::int[]) AND "deletedAt" IS NULL', [services]) : [],
    ]);
    const paths = new Map(pageRows.map((r) => [r.id, r.path]));
    const clinicIds = new Set(clinicRows.map((r) => r.id));
    const serviceIds = new Set(serviceRows.map((r) => r.id));
    return { pagePath: (id: number) => paths.get(id), clinic: (id: number) => clinicIds.has(id), service: (id: number) => serviceIds.has(id) };
  }

  /** A save names only what is there: a link to a page, clinic or service that is not is a 400 naming its field. */
  async function assertTargets(q: Sql, items: MenuItem[]): Promise<void> {
    const t = await targets(q, [items]);
    for (const { link, field } of linksOf(items)) {
      const there = link.type === 'page' ? t.pagePath(link.page) !== undefined : link.type === 'clinic' ? t.clinic(link.id) : link.type === 'service' ? t.service(link.id) : true;
      if (!there) throw new ValidationError(MENU_TEXT.missingTarget(field), field);
    }
  }

  /** The row to change, made from the code's menu on a menu's first save (version 1, as GET answered it). */
  async function lockedRow(tx: Sql, name: MenuName): Promise<Row> {
    const items = JSON.stringify(DEFAULT_MENUS[name]);
    await tx(`INSERT INTO "Izbornik" (name, draft, published, version, "updatedAt") VALUES ($1, $2::jsonb, $2::jsonb, 1, $3) ON CONFLICT (name) DO NOTHING`, [name, items, now()]);
    return (await read(tx, name, true))!;
  }

  async function write(tx: Sql, row: Row, draft: MenuItem[], publish: boolean, actor: Actor, action: 'update' | 'restore-version' = 'update'): Promise<void> {
    const version = row.version + 1;
    const at = now();
    await tx(
      `UPDATE "Izbornik" SET draft = $2::jsonb, published = CASE WHEN $3 THEN $2::jsonb ELSE published END, version = $4, "updatedAt" = $5,
         "publishedAt" = CASE WHEN $3 THEN $5 ELSE "publishedAt" END WHERE name = $1`,
      [row.name, JSON.stringify(draft), publish, version, at],
    );
    await tx(
      `INSERT INTO "IzbornikVerzija" (izbornik, version, items, published, "savedAt", "savedById", "savedBy") VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)`,
      [row.name, version, JSON.stringify(draft), publish, at, actor.id, actor.userName.slice(0, 50)],
    );
    await audit(tx, actor, action, { resource: MENU_RESOURCE, itemId: row.name });
    if (publish) await audit(tx, actor, 'publish', { resource: MENU_RESOURCE, itemId: row.name });
  }

  /** A change, one at a time per menu: the row locked, If-Match checked against its version, then `change`. */
  const change = (name: MenuName, actor: Actor, expected: Expected, fn: (tx: Sql, row: Row) => Promise<void>) =>
    inTransaction(db, async (tx) => {
      const row = await lockedRow(tx, name);
      await assertCurrent(tx, menuTag(row.version), expected, MENU_RESOURCE, name, row.updatedAt);
      await fn(tx, row);
    });

  return {
    /** What visitors see: the published tree, its links resolved (a page's to its path now), what is gone left out. */
    async forVisitors(name: MenuName): Promise<NavEntry[]> {
      const items = (await read(sql, name))?.published ?? DEFAULT_MENUS[name];
      return resolveMenu(items, await targets(sql, [items]));
    },

    /** The draft and the published tree for the menu screen, with the version (ETag), and the draft resolved (preview). */
    async forStaff(name: MenuName): Promise<MenuForStaff & { preview: NavEntry[] }> {
      const row = await read(sql, name);
      const draft = row?.draft ?? DEFAULT_MENUS[name];
      const published = row?.published ?? DEFAULT_MENUS[name];
      return {
        name,
        items: draft,
        published,
        changed: JSON.stringify(draft) !== JSON.stringify(published),
        version: row?.version ?? 1,
        publishedAt: row?.publishedAt ? new Date(row.publishedAt).toISOString() : null,
        preview: resolveMenu(draft, await targets(sql, [draft])),
      };
    },

    /** PUT: a new draft (and, with `publish`, live at once). */
    save: (name: MenuName, input: MenuInput, actor: Actor, expected: Expected) =>
      change(name, actor, expected, async (tx, row) => {
        await assertTargets(tx, input.items);
        await write(tx, row, input.items, input.publish === true, actor);
      }),

    /** POST …/objavi: the draft goes live (its links checked again: a page may have gone since). */
    publish: (name: MenuName, actor: Actor, expected: Expected) =>
      change(name, actor, expected, async (tx, row) => {
        await assertTargets(tx, row.draft);
        await write(tx, row, row.draft, true, actor);
      }),

    /** Every save, newest first. */
    async versions(name: MenuName): Promise<MenuVersionEntry[]> {
      const rows = await sql<{ version: number; published: boolean; savedAt: Date; savedBy: string; items: MenuItem[] }>(
        'SELECT version, published, "savedAt", "savedBy", items FROM "IzbornikVerzija" WHERE izbornik = $1 ORDER BY version DESC LIMIT 200',
        [name],
      );
      return rows.map((r) => ({ ...r, savedAt: new Date(r.savedAt).toISOString() }));
    },

    /** POST …/verzije/{v}/vrati: that save's tree becomes the draft (a new version; publishing it is a step of its own). */
    restore: (name: MenuName, version: number, actor: Actor, expected: Expected) =>
      change(name, actor, expected, async (tx, row) => {
        const [saved] = await tx<{ items: MenuItem[] }>('SELECT items FROM "IzbornikVerzija" WHERE izbornik = $1 AND version = $2', [name, version]);
        if (!saved) throw new NotFoundError(MENU_TEXT.unknownVersion);
        await write(tx, row, saved.items, false, actor, 'restore-version');
      }),
  };
}

export type MenuService = ReturnType<typeof menuService>;
