// A scratch copy of the repository, for the tests that apply a recipe to it (tenth-type.test.ts, new-field.test.ts,
// new-collection.test.ts): the copy, an edit that must find its place, a package's script or tests run in it, and the
// files that differ from the repository's.
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, inject } from 'vitest';
import { adminQuery, withDatabase } from './pg-server.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export function scratchRepository(name: string) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `dz-${name}-`));
  // The database `pnpm db:migrate:create` compares against; both go after the file's tests.
  const scratchDb = `${inject('templateDb').replace('_tpl_', '_')}_${name.replace(/[^a-z]/g, '').slice(0, 12)}`;
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
    type FileResult = { name: string; status: string; message?: string; assertionResults: Result[] };
    const files$ = fs.existsSync(report) ? (JSON.parse(fs.readFileSync(report, 'utf8')) as { testResults: FileResult[] }).testResults : [];
    const tests = files$.flatMap((f) => f.assertionResults);
    const name = (t: Result) => [...t.ancestorTitles, t.title].join(' > ');
    // A file that failed outside its tests (an import, a hook, an unhandled error) is named with its message too.
    const failed = [
      ...files$.filter((f) => f.status === 'failed' && f.assertionResults.every((t) => t.status !== 'failed')).map((f) => `${f.name}\n${(f.message ?? '').slice(0, 1500)}`),
      ...tests.filter((t) => t.status === 'failed').map((t) => `${name(t)}\n${t.failureMessages.join('\n').slice(0, 1500)}`),
    ];
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

  /**
   * The recipe's migration, written by the repository's own tooling (`pnpm db:migrate:create <what>` in the copy):
   * exactly one new migration, sorted to run last. Its folder (relative to the copy) and its SQL.
   */
  async function createMigration(what: string): Promise<{ dir: string; sql: string }> {
    const migrations = path.join(scratch, 'prisma', 'migrations');
    const before = fs.readdirSync(migrations);
    ok(await step('migration', () => script('prisma', 'migrate', ['create', what], { DATABASE_URL: withDatabase(inject('pgUrl'), scratchDb) })), 'db:migrate:create');
    const added = fs.readdirSync(migrations).filter((d) => !before.includes(d));
    expect(added).toHaveLength(1);
    expect(fs.readdirSync(migrations).filter((d) => /^\d{14}_/.test(d)).sort().at(-1), 'the new migration runs last').toBe(added[0]);
    return { dir: `prisma/migrations/${added[0]}`, sql: fs.readFileSync(path.join(migrations, added[0]!, 'migration.sql'), 'utf8') };
  }

  /** Each step's time, printed as it ends: a run that hits its bound shows which step it was in. */
  const times: string[] = [];
  const started = Date.now();
  async function step<T>(what: string, work: () => Promise<T> | T): Promise<T> {
    const t0 = Date.now();
    const result = await work();
    times.push(`${what} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    console.log(`${name}: ${times.at(-1)}`);
    return result;
  }
  const summary = () => `${name}: ${((Date.now() - started) / 1000).toFixed(0)} s (${times.join(', ')})`;

  return {
    dir: scratch, copyRepository, edit, script, run, ok, passedTests, changedFiles, createMigration, step, summary,
  };
}
