import { z } from 'zod';
import { recordIdSchema } from './blocks.js';
import { requiredText } from './fields.js';
import { DOCUMENT_TYPES } from './registry.js';
import { PUBLIC_PATHS } from './site-paths.js';
import { MENU_LIMITS, MENU_NAMES, MENU_TEXT, type MenuChild, type MenuItem, type MenuLink, type MenuName } from './menu-text.js';

/**
 * The site's menus as content (issue 39): the navbar (`glavni`) and the footer's links (`podnozje`), each a tree at
 * most two levels deep. An item names what it links to, not an address: a page by its id (the link follows the page
 * when its path changes), a route of the app, a document type's list, a clinic or a service by id, or an external
 * https: address. The API resolves links when it answers visitors (GET /api/Izbornik/{name}: NavEntry's shape), so
 * the screens draw a menu as they drew the code's NAV.
 */


/** The app's routes a menu may link to: the public pages without a parameter. */
export const MENU_ROUTES: readonly string[] = PUBLIC_PATHS;

export const menuLinkSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page'), page: recordIdSchema }).strict(),
  z.object({ type: z.literal('route'), path: z.string().refine((p) => MENU_ROUTES.includes(p), { message: MENU_TEXT.unknownRoute }) }).strict(),
  z.object({
    type: z.literal('documents'),
    resource: z.string().refine((r) => DOCUMENT_TYPES.some((t) => t.resource === r), { message: MENU_TEXT.unknownDocuments }),
  }).strict(),
  z.object({ type: z.literal('clinic'), id: recordIdSchema }).strict(),
  z.object({ type: z.literal('service'), id: recordIdSchema }).strict(),
  z.object({
    type: z.literal('url'),
    url: z.string().max(MENU_LIMITS.url).refine(isHttpsUrl, { message: MENU_TEXT.httpsOnly }),
  }).strict(),
], { error: () => MENU_TEXT.unknownLinkType }) satisfies z.ZodType<MenuLink>;

/** An absolute https: address with a host and no credentials. */
function isHttpsUrl(value: string): boolean {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    return false;
  }
  return u.protocol === 'https:' && u.hostname !== '' && u.username === '' && u.password === '';
}

const label = requiredText(MENU_LIMITS.label);

/** A second-level item: a link, nothing below it. */
export const menuChildSchema = z.object({ label, link: menuLinkSchema }).strict() satisfies z.ZodType<MenuChild>;

/** A first-level item: a link, or a heading over links (a dropdown), never both. */
export const menuItemSchema = z.object({
  label,
  link: menuLinkSchema.optional(),
  items: z.array(menuChildSchema).max(MENU_LIMITS.children).optional(),
}).strict().superRefine((item, ctx) => {
  const hasItems = item.items !== undefined && item.items.length > 0;
  if (!item.link && !hasItems) ctx.addIssue({ code: 'custom', path: ['link'], message: MENU_TEXT.linkOrItems });
  if (item.link && hasItems) ctx.addIssue({ code: 'custom', path: ['items'], message: MENU_TEXT.notBoth });
}) satisfies z.ZodType<MenuItem>;

/** PUT /api/Izbornik/{name}: the whole tree (the draft), and whether it goes live with this save. */
export const menuInputSchema = z.object({
  items: z.array(menuItemSchema).max(MENU_LIMITS.topItems),
  publish: z.boolean().optional(),
}).strict();
export type MenuInput = z.infer<typeof menuInputSchema>;

/** GET /api/Izbornik/{name}/uredi (staff): the draft and what visitors see, as stored, with the version (ETag). */
export interface MenuForStaff {
  name: MenuName;
  items: MenuItem[];
  published: MenuItem[];
  /** The draft differs from what visitors see. */
  changed: boolean;
  version: number;
  publishedAt: string | null;
}

export const isMenuName = (name: string): name is MenuName => (MENU_NAMES as readonly string[]).includes(name);
