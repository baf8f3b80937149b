// README "Adding a document type", proved: on a scratch copy of the repository, a tenth type
// is added by exactly the recipe (a registry entry, its DocumentKind value, the migration the
// repository's own tooling writes, its demo rows) and then the typecheck, the API and the
// generic screens work for it. Nothing else may need an edit; if a type's title, label, path
// or intro still lived outside its entry, the new type would miss it here.
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, withDatabase } from './pg-server.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dz-tenth-type-'));
const scratchDb = `${inject('templateDb').replace('_tpl_', '_')}_tenth`;

/** The recipe's four edits, applied as a person would: each finds its place or fails. */
const ENTRY = `  entry({
    kind: 'PRAVILNIK', resource: 'Pravilnik', textField: 'naziv', title: 'Pravilnici',
    listPath: '/pravilnici', createPath: '/pravilnik-details', editPath: '/pravilnik-update',
    createLabel: 'Naziv', createButton: 'Kreiraj pravilnik',
    deleteConfirm: deleteConfirmation('ovaj pravilnik?'), downloadPrefix: 'pravilnik',
    nav: { order: 5 },
  }),
`;
const DEMO_ROWS = `  PRAVILNIK: [
${Array.from({ length: 10 }, (_, i) => `    'Pravilnik o radu ${i + 1}',`).join('\n')}
  ],
`;

afterAll(async () => {
  fs.rmSync(scratch, { recursive: true, force: true });
  await adminQuery(inject('pgUrl'), `DROP DATABASE IF EXISTS "${scratchDb}" WITH (FORCE)`);
});

/** The files a clone of the working tree would have: tracked and new ones, edits included (no git: a walk). */
function sourceFiles(): string[] {
  const git = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: repo, encoding: 'utf8' });
  if (git.status !== 0) return walk(repo);
  return git.stdout.split('\0').filter((f) => f && fs.existsSync(path.join(repo, f)));
}

const SKIP = new Set(['.git', 'node_modules', 'dist', 'generated', '.turbo', 'data', 'test-results', 'playwright-report']);
function walk(root: string, dir = ''): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return SKIP.has(e.name) ? [] : walk(root, rel);
    return e.isFile() ? [rel] : [];
  });
}

/** The repository's files, and its installed packages by link: the store is shared, the workspace links point into the copy. */
function copyRepository() {
  for (const f of sourceFiles()) {
    fs.mkdirSync(path.dirname(path.join(scratch, f)), { recursive: true });
    fs.copyFileSync(path.join(repo, f), path.join(scratch, f));
  }
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(scratch, 'node_modules'));
  for (const pkg of workspacePackages()) {
    const modules = path.join(repo, pkg, 'node_modules');
    if (fs.existsSync(modules)) fs.cpSync(modules, path.join(scratch, pkg, 'node_modules'), { recursive: true, verbatimSymlinks: true });
  }
}

const workspacePackages = () =>
  ['apps', 'packages'].flatMap((d) => fs.readdirSync(path.join(repo, d)).map((p) => path.join(d, p))).concat('prisma', 'e2e')
    .filter((p) => fs.existsSync(path.join(repo, p, 'package.json')));

function edit(file: string, change: (text: string) => string) {
  const p = path.join(scratch, file);
  const before = fs.readFileSync(p, 'utf8');
  const after = change(before);
  expect(after, `the recipe's place in ${file}`).not.toBe(before);
  fs.writeFileSync(p, after);
}

interface Run {
  code: number;
  output: string;
}

/** A package's script as pnpm runs it (its own and the root's node_modules/.bin on PATH), in the copy. */
function script(pkg: string, name: string, args: string[] = [], env: Record<string, string> = {}): Promise<Run> {
  const scripts = JSON.parse(fs.readFileSync(path.join(scratch, pkg, 'package.json'), 'utf8')).scripts as Record<string, string>;
  return run(pkg, scripts[name]!, args, env);
}

function run(pkg: string, command: string, args: string[] = [], env: Record<string, string> = {}): Promise<Run> {
  const dir = path.join(scratch, pkg);
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV'));
  const PATH = [path.join(dir, 'node_modules', '.bin'), path.join(scratch, 'node_modules', '.bin'), path.dirname(process.execPath), process.env.PATH].join(path.delimiter);
  return new Promise((resolve) => {
    execFile('sh', ['-c', `${command} "$@"`, 'sh', ...args], { cwd: dir, env: { ...clean, PATH, NO_COLOR: '1', ...env }, maxBuffer: 64 << 20 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }));
  });
}

const ok = (r: Run, what: string) => expect(r.code, `${what}\n${r.output.slice(-6000)}`).toBe(0);

/** Runs a package's tests with a JSON report; returns the passed tests' full names. */
async function passedTests(pkg: string, files: string[] = []): Promise<string[]> {
  const report = path.join(scratch, `${pkg.replace('/', '-')}.report.json`);
  const r = await script(pkg, 'test', [...files, '--maxWorkers=1', '--reporter=json', `--outputFile=${report}`], { TEST_DATABASE_URL: inject('pgUrl') });
  type Result = { ancestorTitles: string[]; title: string; status: string; failureMessages: string[] };
  const tests = fs.existsSync(report)
    ? (JSON.parse(fs.readFileSync(report, 'utf8')) as { testResults: { assertionResults: Result[] }[] }).testResults.flatMap((f) => f.assertionResults)
    : [];
  const name = (t: Result) => [...t.ancestorTitles, t.title].join(' > ');
  const failed = tests.filter((t) => t.status === 'failed').map((t) => `${name(t)}\n${t.failureMessages.join('\n').slice(0, 1500)}`);
  expect(failed, `${pkg} tests`).toEqual([]);
  ok(r, `${pkg} tests`);
  return tests.filter((t) => t.status === 'passed').map(name);
}

/** Files of the copy that differ from the repository's: what the recipe touched. */
function changedFiles(): string[] {
  return walk(scratch).filter((f) => {
    const original = path.join(repo, f);
    return !fs.existsSync(original) || !fs.readFileSync(original).equals(fs.readFileSync(path.join(scratch, f)));
  }).sort();
}

describe('a tenth document type (README "Adding a document type")', () => {
  // Longer than vitest.config.ts's bound: it copies the repository, writes a migration with
  // the repository's tooling, and typechecks and tests the copy: about 3 minutes on an idle
  // 2-core machine, over 9 with both cores busy beside it (stress-ng --cpu 2).
  it('is one registry entry, its enum value, its migration and its demo rows; typecheck, API and screens follow', async () => {
    const started = Date.now();
    const times: string[] = [];
    const step = async <T>(name: string, work: () => Promise<T> | T): Promise<T> => {
      const t0 = Date.now();
      const result = await work();
      times.push(`${name} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      // As it goes: a run that hits the bound shows which step it was in.
      console.log(`tenth type: ${times.at(-1)}`);
      return result;
    };

    await step('copy', copyRepository);
    const migrations = path.join(scratch, 'prisma', 'migrations');
    const before = fs.readdirSync(migrations);

    // 1. The registry entry. The demo data is typed by kind: the compiler now asks for its rows.
    edit('packages/contracts/src/registry.ts', (s) => s.replace(/^\] as const;$/m, `${ENTRY}] as const;`));
    const asked = await step('typecheck without demo rows', () => script('packages/content', 'typecheck'));
    expect(asked.code, asked.output).not.toBe(0);
    expect(asked.output).toMatch(/demo\/documents\.ts.*PRAVILNIK/s);

    // 2. The enum value, and the migration the repository's tooling writes for it.
    edit('prisma/schema.prisma', (s) => s.replace(/(enum DocumentKind \{[^}]*?)\n\}/, '$1\n  PRAVILNIK\n}'));
    ok(await step('migration', () => script('prisma', 'migrate', ['create', 'add_pravilnik'], { DATABASE_URL: withDatabase(inject('pgUrl'), scratchDb) })), 'db:migrate:create');
    const added = fs.readdirSync(migrations).filter((d) => !before.includes(d));
    expect(added).toHaveLength(1);
    expect(fs.readdirSync(migrations).filter((d) => /^\d{14}_/.test(d)).sort().at(-1), 'the new migration runs last').toBe(added[0]);
    expect(fs.readFileSync(path.join(migrations, added[0]!, 'migration.sql'), 'utf8')).toContain(`ALTER TYPE "DocumentKind" ADD VALUE 'PRAVILNIK';`);

    // 3. The demo rows.
    edit('packages/content/src/demo/documents.ts', (s) => s.replace(/\n\};\n$/, `\n${DEMO_ROWS}};\n`));

    const changed = changedFiles();
    console.log(`tenth type: the recipe changed\n  ${changed.join('\n  ')}`);
    expect(changed).toEqual([
      'packages/content/src/demo/documents.ts', 'packages/contracts/src/registry.ts', `prisma/migrations/${added[0]}/migration.sql`, 'prisma/schema.prisma',
    ]);

    // Then everything follows: the client, the typecheck, and the tests that go through every type.
    ok(await step('prisma generate', () => script('prisma', 'build')), 'prisma generate');
    for (const pkg of ['prisma', 'packages/contracts', 'packages/content', 'apps/api', 'apps/web']) {
      ok(await step(`typecheck ${pkg}`, () => script(pkg, 'typecheck')), `typecheck ${pkg}`);
    }
    const contracts = await step('contracts tests', () => passedTests('packages/contracts'));
    expect(contracts).toContain('web navigation (docs/product.md "Navigation and frame" navbar) > lists the documents of the spec in its order, then any further type the registry puts in the menu');
    await step('content tests', () => passedTests('packages/content'));
    const api = await step('API tests', () => passedTests('apps/api', ['test/documents.test.ts', 'test/migrations.test.ts', 'test/demo.test.ts']));
    expect(api.filter((t) => t.startsWith('/api/Pravilnik > '))).toHaveLength(2);
    expect(api.some((t) => t.includes('know every document kind of the registry'))).toBe(true);
    // The document screens' tests, which go through every type: the whole web suite took 5 of this test's 9 minutes
    // under load, and once, beside e2e and a CPU hog, carried it past its 20-minute bound.
    const web = await step('web tests', () => passedTests('apps/web', ['src/features/documents/screens.test.tsx']));
    expect(web.filter((t) => t.startsWith('the screens of Pravilnik > '))).toHaveLength(4);

    // What a visitor sees of it: the menu link, the list route, the demo rows.
    fs.writeFileSync(path.join(scratch, 'apps/api/probe.ts'), [
      "import { NAV, PUBLIC_PATHS, documentTypeByResource } from '@dz/contracts';",
      "import { demoDocuments } from '@dz/content/demo';",
      "const docs = NAV.find((e) => e.label === 'Dokumenti');",
      "console.log(JSON.stringify({ menu: docs && 'items' in docs ? docs.items : [], list: PUBLIC_PATHS.includes('/pravilnici'),",
      "  type: documentTypeByResource('pravilnik'), demo: demoDocuments.PRAVILNIK.length }));",
    ].join('\n'));
    const probe = await step('probe', () => run('apps/api', 'tsx probe.ts'));
    ok(probe, 'probe');
    const seen = JSON.parse(probe.output.trim().split('\n').at(-1)!);
    expect(seen.menu.map((l: { label: string }) => l.label)).toEqual(['Prava osiguranika', 'Zakoni', 'Oglasi i odluke', 'Javne nabavke', 'Pravilnici']);
    expect(seen.menu.at(-1).to).toBe('/pravilnici');
    expect(seen).toMatchObject({ list: true, demo: 10, type: { kind: 'PRAVILNIK', pageTitle: 'Pravilnici', afterCreate: '/pravilnici', maxLength: expect.any(Number) } });
    console.log(`tenth type: ${((Date.now() - started) / 1000).toFixed(0)} s (${times.join(', ')})`);
  }, 1_200_000);
});
