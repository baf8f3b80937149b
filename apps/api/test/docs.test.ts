// Docs that cannot drift (issue 22): every file path, setting, package script and route that
// README.md and docs/*.md name (in code spans, links, folder trees and shell blocks) exists, and a
// setting's default they state is config.ts's. A doc that names what was renamed or removed fails
// here, with every offender of a kind listed at once. Nothing planned and not built is accepted:
// a doc that must mention such a thing says so in words, without a code span.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API, DOCUMENT_TYPES, EDITABLE_RESOURCES, MENU_NAMES, ROUTES, SIGN_OUT_API, TWO_FACTOR_API } from '@dz/contracts';
import { parseEnv } from '../src/config.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const DOCS = ['README.md', 'docs/product.md', 'docs/architecture.md', 'docs/glossary.md'];
const read = (file: string) => fs.readFileSync(path.join(repo, file), 'utf8');
const exists = (file: string) => fs.existsSync(path.join(repo, file));

interface Doc {
  file: string;
  /** The text outside fenced blocks. */
  prose: string;
  /** Inline code spans, a span that wraps onto the next line joined with a space (as Markdown reads it). */
  spans: string[];
  /** Fenced blocks: their language and lines. */
  blocks: { lang: string; lines: string[] }[];
  /** Relative link targets, without their #anchor. */
  links: string[];
}

function parse(file: string): Doc {
  const blocks: Doc['blocks'] = [];
  const prose = read(file).replace(/^ *```(\w*)\n([\s\S]*?)^ *```$/gm, (_, lang: string, body: string) => {
    blocks.push({ lang, lines: body.split('\n') });
    return '';
  });
  return {
    file,
    prose,
    spans: [...prose.matchAll(/`([^`]+)`/g)].map((m) => m[1]!.replace(/\n/g, ' ')),
    blocks,
    links: [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!.replace(/#.*$/, '')).filter((l) => l && !/^\w+:/.test(l)),
  };
}
const docs = DOCS.map(parse);

// The workspace's files that code is read from: source, tests, scripts (never installed or built ones).
const SKIP_DIRS = new Set(['node_modules', 'dist', 'generated', '.turbo', 'data', 'test-results', 'playwright-report']);
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return SKIP_DIRS.has(e.name) ? [] : sourceFiles(rel);
    return /\.(ts|tsx|mjs|js)$/.test(e.name) ? [rel] : [];
  });
}
const code = ['apps', 'packages', 'prisma', 'e2e'].flatMap((d) => sourceFiles(d)).map(read);

/** A code span's words (commands, lists), without the brackets, quotes and commas around them. */
const words = (span: string) => span.split(/\s+/).map((w) => w.replace(/^[("']+|[)"',;:]+$/g, '')).filter(Boolean);

// ---- file paths ----

/** Extensions that make a word without a slash a file name (`registry.ts`, `.env.example`). */
const FILE_NAME = /\.(ts|tsx|mts|js|mjs|cjs|json|md|prisma|sql|ya?ml|css|html|example)$/;
const PATH_WORD = /^[\w.\-/<>{}*…]+$/;
/** `<timestamp>`, `{id}`, `*`, `…`: the path is a pattern; the folders before its first such segment must exist. */
const PLACEHOLDER = /[<>{}*…]/;
/** A migration by its folder's name (`20261123195814_search`). */
const MIGRATION = /^\d{14}_\w+$/;
/**
 * Docs write some paths relative to the package a sentence is about: architecture.md's layers
 * (`routes/`, `ui/head.ts`, `src/layers.test.ts`), contracts' `registry.ts`, the API's
 * `bench/search.ts`. Such a path is looked for under these folders after the repository's root.
 */
const PACKAGE_DIRS = ['apps/api/src', 'apps/api', 'apps/web/src', 'apps/web', 'packages/contracts/src', 'packages/content/src', 'prisma'];
/** Made when the site runs, never in the repository: the embedded database's folder. */
const RUNTIME_PATHS = new Set(['./data']);

/** Build outputs are checked by what they are built from: apps/api/build.mjs bundles src/<name>.ts into dist/<name>.js; the web's by its package. */
function unbuilt(p: string): string {
  const m = /^(apps\/\w+)\/dist(?:\/(.*))?$/.exec(p);
  if (!m) return p;
  return m[2]?.endsWith('.js') ? `${m[1]}/src/${m[2].replace(/\.js$/, '.ts')}` : m[1]!;
}

function pathExists(word: string): boolean {
  if (RUNTIME_PATHS.has(word)) return true;
  const segments = unbuilt(word.replace(/^\.\//, '')).split('/');
  const pattern = segments.findIndex((s) => PLACEHOLDER.test(s));
  const fixed = (pattern === -1 ? segments : segments.slice(0, pattern)).join('/').replace(/\/$/, '');
  return fixed === '' || [fixed, ...PACKAGE_DIRS.map((d) => `${d}/${fixed}`)].some(exists);
}

function missingPaths(doc: Doc): string[] {
  const missing: string[] = [];
  for (const span of doc.spans) {
    for (const w of words(span)) {
      if (MIGRATION.test(w)) {
        if (!exists(`prisma/migrations/${w}`)) missing.push(w);
      }
      else if (PATH_WORD.test(w) && !w.startsWith('/') && !w.startsWith('-') && (w.includes('/') || FILE_NAME.test(w)) && !pathExists(w)) missing.push(w);
    }
  }
  // The folder trees ("Where things are"): a line's first word is a folder of the repository.
  for (const block of doc.blocks.filter((b) => b.lang === '')) {
    for (const line of block.lines) {
      const first = /^(\S+\/\S*)/.exec(line)?.[1];
      if (first && !pathExists(first)) missing.push(first);
    }
  }
  for (const link of doc.links) {
    if (!fs.existsSync(path.join(repo, path.dirname(doc.file), link))) missing.push(link);
  }
  return missing;
}

// ---- settings (environment variables) and the code's constants ----

/** Where settings are defined: the API's config, the operator's files. */
const SETTING_FILES = ['apps/api/src/config.ts', '.env.example', 'docker-compose.yml', 'Dockerfile'];
const settings = new Set([
  ...SETTING_FILES.flatMap((f) => read(f).match(/\b[A-Z][A-Z0-9_]+\b/g) ?? []),
  // Read by tests, benchmarks and scripts (TEST_DATABASE_URL, BENCH_PAGES, CHROMIUM_PATH, RUNS…).
  ...code.flatMap((c) => [...c.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!)),
]);
/** Variables of the tools around the app, which nothing of ours defines (a trailing _ : a family). */
const OUTSIDE = [
  'FAKETIME_', // libfaketime's (README: the tests at another time of day)
  'TURBO_', // turbo's own
  'CI', // set by CI runners
  'PATH',
];
/** Constants a doc names (`API`, `LIMITS.pdfBytes`, `SKIPPED_TABLES`): declared somewhere in the code. */
const declared = new Set(code.flatMap((c) => [...c.matchAll(/\b(?:const|let|var|function|class|enum|type|interface)\s+([A-Z][A-Z0-9_]+)\b/g)].map((m) => m[1]!)));
/** Capitals that are not names: HTTP methods and SQL words. */
const NOT_NAMES = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'COPY']);

function nameKnown(name: string, family: boolean): boolean {
  const is = (n: string) => (family ? n.startsWith(name) : n === name);
  return [...settings].some(is) || [...declared].some(is) || OUTSIDE.some((o) => o === name || (o.endsWith('_') && name.startsWith(o)));
}

function missingNames(doc: Doc): string[] {
  const missing: string[] = [];
  for (const span of doc.spans) {
    // Padded with spaces, a span shows text as typed (`ADMIN `), not a name.
    if (span !== span.trim()) continue;
    const ws = span.split(/\s+/);
    // A command's leading assignments (`RUNS=1 node …`, `SEARCH_RESULTS_KEPT=0`).
    for (const w of ws) {
      const assigned = /^([A-Z][A-Z0-9_]*)=/.exec(w)?.[1];
      if (!assigned) break;
      if (!nameKnown(assigned, false)) missing.push(assigned);
    }
    // A name alone, a family (`MALLOC_*`) or a constant's member (`SEARCH_LIMITS.maxCount`).
    const m = ws.length === 1 ? /^([A-Z][A-Z0-9_]+)(\*)?(?:\.\w+)*$/.exec(span) : null;
    if (m && !NOT_NAMES.has(m[1]!) && !nameKnown(m[1]!, Boolean(m[2]))) missing.push(span);
  }
  return missing;
}

/**
 * A default stated beside a setting (`NAME` (default 500, …), `NAME` pages (default 500 …), `NAME`, default
 * 500 …) is the one config.ts applies: the value, parsed as config.ts parses it, gives what no value gives.
 */
function wrongDefaults(doc: Doc): string[] {
  const defaults = parseEnv({}) as Record<string, unknown>;
  return [...doc.prose.matchAll(/`([A-Z][A-Z0-9_]+)`[^`.(]{0,60}?[(,]\s*default\s+([\w.:/-]+)/g)]
    .filter(([, name, stated]) => name! in defaults && (parseEnv({ [name!]: stated }) as Record<string, unknown>)[name!] !== defaults[name!])
    .map(([, name, stated]) => `${name} default ${stated}, config.ts ${String(defaults[name!])}`);
}

// ---- package scripts ----

const PACKAGE_FOLDERS = ['.', ...['apps', 'packages'].flatMap((d) => fs.readdirSync(path.join(repo, d)).map((p) => `${d}/${p}`)), 'prisma', 'e2e']
  .filter((p) => exists(`${p}/package.json`));
const packages = new Map(PACKAGE_FOLDERS.map((p) => {
  const json = JSON.parse(read(`${p}/package.json`)) as { name: string; scripts?: Record<string, string> };
  return [json.name, { folder: p, scripts: Object.keys(json.scripts ?? {}) }] as const;
}));
const rootName = [...packages].find(([, p]) => p.folder === '.')![0];
/** pnpm's own commands: not scripts. */
const PNPM_COMMANDS = new Set(['install', 'i', 'add', 'remove', 'update', 'exec', 'dlx', 'list', 'why', 'store', 'rebuild', 'outdated', 'audit', 'approve-builds']);
const allScripts = [...packages.values()].flatMap((p) => p.scripts);
/** Families of scripts (`db:…`, `bench:…`): a span that is `db:migrate:status` alone names a script. */
const scriptFamilies = new Set(allScripts.filter((s) => s.includes(':')).map((s) => s.split(':')[0]!));

/** `pnpm <script>`, `pnpm run <script>`, `pnpm --filter <package> <script>`, `npx -y pnpm@x <script>`, anywhere in a line or span. */
function missingScriptsIn(line: string): string[] {
  const missing: string[] = [];
  const ws = line.replace(/(^|\s)#.*$/, '').split(/\s+/);
  ws.forEach((w, i) => {
    if (!/^pnpm(@[\d.]+)?$/.test(w)) return;
    let j = i + 1;
    let pkg = rootName;
    if (ws[j] === '--filter' || ws[j] === '-F') {
      pkg = ws[j + 1] ?? '';
      j += 2;
    }
    if (ws[j] === 'run') j += 1;
    const name = ws[j];
    if (!name || PNPM_COMMANDS.has(name)) return;
    if (!packages.get(pkg)?.scripts.includes(name)) missing.push(`pnpm ${pkg === rootName ? '' : `--filter ${pkg} `}${name}`);
  });
  return missing;
}

function missingScripts(doc: Doc): string[] {
  const missing = [...doc.spans, ...doc.blocks.flatMap((b) => b.lines)].flatMap(missingScriptsIn);
  for (const span of doc.spans) {
    const first = span.split(/\s+/)[0]!;
    if (/^[a-z][\w-]*(?::[\w-]+)+$/.test(first) && scriptFamilies.has(first.split(':')[0]!) && !allScripts.includes(first)) missing.push(first);
  }
  return missing;
}

// ---- routes: the web's pages and the API's paths, from contracts ----

/** An id in the API's paths: its segment matches whatever a doc writes there. */
const ANY = -1;
const resources = DOCUMENT_TYPES.map((t) => t.resource);
const versionBases = [API.newsVersions(ANY), ...DOCUMENT_TYPES.map((t) => API.documentVersions(t, ANY))];
type Functions<T> = { [K in keyof T as T[K] extends string ? never : K]: () => string[] };
/** Every function of API, instantiated (typed: a new one must be added here). */
const apiPaths: Functions<typeof API> = {
  accountPassword: () => [API.accountPassword(ANY)],
  deleteAccount: () => [API.deleteAccount(ANY)],
  news: () => [API.news(ANY)],
  newsImage: () => [API.newsImage(ANY, 'full'), API.newsImage(ANY, 'card')],
  documents: () => DOCUMENT_TYPES.map((t) => API.documents(t)),
  document: () => DOCUMENT_TYPES.map((t) => API.document(t, ANY)),
  download: () => DOCUMENT_TYPES.map((t) => API.download(t, ANY)),
  clinic: () => [API.clinic(ANY)],
  clinicAudio: () => [API.clinicAudio(ANY)],
  clinicPicture: () => [API.clinicPicture(ANY), API.clinicPicture(ANY, 'full'), API.clinicPicture(ANY, 'card')],
  service: () => [API.service(ANY)],
  serviceAudio: () => [API.serviceAudio(ANY)],
  servicePicture: () => [API.servicePicture(ANY), API.servicePicture(ANY, 'full'), API.servicePicture(ANY, 'card')],
  notice: () => [API.notice(ANY)],
  page: () => [API.page(ANY)],
  pageRedirects: () => [API.pageRedirects(ANY)],
  // A menu, its editing shape, publication, versions and a version's restore (routes/menus.ts).
  menu: () => MENU_NAMES.flatMap((n) => [API.menu(n), ...['uredi', 'objavi', 'verzije', `verzije/${ANY}/vrati`].map((s) => `${API.menu(n)}/${s}`)]),
  noticeEnd: () => [API.noticeEnd(ANY)],
  newsVersions: () => [API.newsVersions(ANY)],
  documentVersions: () => DOCUMENT_TYPES.map((t) => API.documentVersions(t, ANY)),
  versionFile: () => versionBases.map((b) => API.versionFile(b, ANY)),
  versionRestore: () => versionBases.map((b) => API.versionRestore(b, ANY)),
  restoreItem: () => ['Novost', ...resources, 'Ambulanta', 'Sluzba', 'Stranica'].map((r) => API.restoreItem(r, ANY)),
  documentFeed: () => DOCUMENT_TYPES.map((t) => API.documentFeed(t)),
  presence: () => EDITABLE_RESOURCES.map((r) => API.presence(r, ANY)),
};
const strings = (o: object) => Object.values(o).filter((v): v is string => typeof v === 'string');
const ROUTE_TABLE = [
  ...strings(API), ...Object.values(apiPaths).flatMap((f: () => string[]) => f()),
  ...strings(SIGN_OUT_API), ...strings(TWO_FACTOR_API), TWO_FACTOR_API.reset(ANY),
  // The web's pages: ROUTES (a function's parameters are :params) and each registry type's three.
  ...Object.values(ROUTES).map((r) => (typeof r === 'string' ? r : (r as (...a: string[]) => string)(':id', ':id'))),
  ...DOCUMENT_TYPES.flatMap((t) => [t.listPath, t.createPath, `${t.editPath}/:id`]),
].map((p) => segments(p));

function segments(p: string): string[] {
  return p.replace(/[?#].*$/, '').split('/').filter(Boolean);
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A doc's segment as a pattern: `{id}`, `<x>`, `…`, `:id` any; `{versions,restore}` and `puna|kartica` either. */
function segmentPattern(s: string): RegExp {
  if (s.startsWith(':')) return /^.+$/;
  const source = s.split(/(\{[^}]*\}|<[^>]*>|…|\*)/).map((part, i) => {
    if (i % 2 === 0) return part.includes('|') ? `(?:${part.split('|').map(escape).join('|')})` : escape(part);
    if (/^\{[\w-]+(,[\w-]+)+\}$/.test(part)) return `(?:${part.slice(1, -1).split(',').map(escape).join('|')})`;
    return '.+';
  }).join('');
  return new RegExp(`^${source}$`);
}
const wildcard = (routeSegment: string) => routeSegment === String(ANY) || routeSegment.startsWith(':');
const placeholder = (docSegment: string) => docSegment.startsWith(':') || /[{<…*]/.test(docSegment);

/**
 * Whole, or (`suffix`) the end of a route. A route's parameter takes any segment of a whole path
 * (`/zakon-update/7`), but only a placeholder of an end (`/{id}/audio`): else `GET /anything` would
 * pass as the end of `/api/Novost/:id`.
 */
function routeMatches(doc: string[], suffix: boolean): boolean {
  return ROUTE_TABLE.some((route) => {
    if (suffix ? doc.length > route.length : doc.length !== route.length) return false;
    const tail = route.slice(route.length - doc.length);
    return doc.every((s, i) => (wildcard(tail[i]!) && (!suffix || placeholder(s))) || segmentPattern(s).test(tail[i]!));
  });
}

const METHOD = /^(GET|POST|PUT|DELETE|PATCH|HEAD)\s+/;
/** Paths on this machine, not the site's. */
const SYSTEM_PATH = /^\/(opt|usr|tmp|etc|var|home)\//;

/**
 * The routes a span names: the span itself when it is a path (`/zakoni`, `GET /api/search?q`), or
 * the `/api/…` paths in code (`app.use('/api/:resource', …)`). A path after a method that is not
 * under /api/ (`GET /sve`, `PUT /:id`), or one that starts with a placeholder or `…`, is the end of
 * a resource's path named nearby: some route must end with it.
 */
function routesIn(span: string): { route: string; relative: boolean }[] {
  const method = METHOD.exec(span);
  const rest = method ? span.slice(method[0].length) : span;
  if (/^…?\//.test(rest)) {
    if (SYSTEM_PATH.test(rest)) return [];
    return [{ route: rest, relative: rest.startsWith('…') || /^\/[{:]/.test(rest) || (Boolean(method) && !rest.startsWith('/api/')) }];
  }
  return [...span.matchAll(/(?<![\w.])\/api\/[^\s'"`,)]*/g)].map((m) => ({ route: m[0], relative: false }));
}

function missingRoutes(doc: Doc): string[] {
  return doc.spans.flatMap((span) => routesIn(span)
    .filter(({ route, relative }) => {
      const segs = segments(route);
      const elided = segs[0] === '…' ? segs.slice(1) : segs;
      return !routeMatches(segs, false) && !(relative && routeMatches(elided, true));
    })
    .map(({ route }) => route));
}

describe('the docs name only what exists (README.md, docs/*.md)', () => {
  const offenders = (check: (doc: Doc) => string[]) => docs.flatMap((doc) => check(doc).map((what) => `${doc.file}: ${what}`));

  it('their file paths, folders, migrations and links', () => {
    expect(offenders(missingPaths)).toEqual([]);
  });

  it('their settings (in config.ts, .env.example, compose, the Dockerfile or read by a script) and constants (declared in the code)', () => {
    expect(offenders(missingNames)).toEqual([]);
  });

  it('the defaults they state beside a setting', () => {
    expect(offenders(wrongDefaults)).toEqual([]);
  });

  it('their package scripts', () => {
    expect(offenders(missingScripts)).toEqual([]);
  });

  it("their routes: the web's pages and the API's paths of packages/contracts", () => {
    expect(offenders(missingRoutes)).toEqual([]);
  });
});
