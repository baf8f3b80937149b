#!/usr/bin/env node
// `pnpm test:times`: where the last test run spent its time. Reads what the runs wrote to .test-times/:
// each Vitest package's file (scripts/vitest-times.mjs) and Playwright's JSON report (e2e/playwright.config.ts),
// and prints per package the sums of Vitest's phases, its slowest files, and the slowest e2e files and tests.
// Sums are of per-file times across the workers, so they exceed the wall time when files ran side by side.
//   --top=N   files per package and e2e tests shown (default 10 and 20)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, '.test-times');
const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6)) || 0;
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const pad = (cells, widths) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');

const reports = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : [];
if (!reports.length && !fs.existsSync(path.join(root, '.turbo', 'runs'))) {
  console.log('No test times yet: run the tests first (`pnpm test`, or `pnpm --filter @dz/web test`, `cd e2e && npx playwright test`); each run writes .test-times/.');
  process.exit(1);
}

// The last turbo run's tasks (`pnpm test` runs turbo with --summarize): when each started and how long it took.
const runs = path.join(root, '.turbo', 'runs');
const last = fs.existsSync(runs) ? fs.readdirSync(runs).filter((f) => f.endsWith('.json')).map((f) => path.join(runs, f)).sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs).at(-1) : undefined;
if (last) {
  const run = JSON.parse(fs.readFileSync(last, 'utf8'));
  const t0 = run.execution.startTime;
  console.log(`turbo: ${run.execution.command}: ${s(run.execution.endTime - t0)} (${new Date(t0).toISOString()})`);
  const w = [24, 9, 9, 6, 7];
  console.log(pad(['task', 'start', 'time', 'cache', 'exit'], w));
  for (const t of run.tasks.filter((x) => x.execution).sort((a, b) => a.execution.startTime - b.execution.startTime)) {
    const { startTime, endTime, exitCode } = t.execution;
    console.log(pad([t.taskId, `+${s(startTime - t0)}`, s(endTime - startTime), t.cache.status === 'HIT' ? 'hit' : 'miss', exitCode], w));
  }
}

const PHASES = ['environment', 'prepare', 'setup', 'collect', 'run'];
const overview = [];
for (const f of reports.filter((r) => r !== 'e2e.json')) {
  const r = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  const sum = Object.fromEntries(PHASES.map((p) => [p, r.files.reduce((t, x) => t + x[p], 0)]));
  const tests = r.files.reduce((t, x) => t + x.tests, 0);
  overview.push([r.package, r.files.length, tests, s(r.wall), s(r.transform), ...PHASES.map((p) => s(sum[p]))]);
  console.log(`\n${r.package}: ${r.files.length} files, ${tests} tests, ${s(r.wall)} wall (pool ${r.pool}, run ${r.at})`);
  const w = [Math.max(4, ...r.files.map((x) => x.file.length)), 6, 11, 8, 8, 8, 8, 8];
  console.log(pad(['file', 'tests', 'environment', 'prepare', 'setup', 'collect', 'tests', 'total'], w));
  const total = (x) => PHASES.reduce((t, p) => t + x[p], 0);
  for (const x of [...r.files].sort((a, b) => total(b) - total(a)).slice(0, top || 10)) {
    console.log(pad([x.file, x.tests, s(x.environment), s(x.prepare), s(x.setup), s(x.collect), s(x.run), s(total(x))], w));
  }
}

const e2eFile = path.join(dir, 'e2e.json');
if (fs.existsSync(e2eFile)) {
  const r = JSON.parse(fs.readFileSync(e2eFile, 'utf8'));
  const tests = [];
  const walk = (suite, file, titles) => {
    const path = suite.title && suite.title !== file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        for (const res of t.results) tests.push({ file: spec.file ?? file, title: [...path, spec.title].join(' > '), project: t.projectName, ms: res.duration, status: res.status });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file, path);
  };
  for (const suite of r.suites) walk(suite, suite.file, []);
  const byFile = new Map();
  for (const t of tests) byFile.set(t.file, (byFile.get(t.file) ?? 0) + t.ms);
  const sum = tests.reduce((t, x) => t + x.ms, 0);
  overview.push(['@dz/e2e', byFile.size, tests.length, s(r.stats.duration), '', '', '', '', '', s(sum)]);
  console.log(`\n@dz/e2e: ${byFile.size} files, ${tests.length} tests, ${s(r.stats.duration)} wall, ${s(sum)} in tests (${r.config?.metadata?.actualWorkers ?? r.config?.workers ?? '?'} workers, run ${r.stats.startTime})`);
  console.log('slowest files:');
  for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, top || 10)) console.log(pad([file, s(ms)], [50, 9]));
  console.log(`slowest ${top || 20} tests:`);
  for (const t of tests.sort((a, b) => b.ms - a.ms).slice(0, top || 20)) {
    console.log(pad([`${t.file}: ${t.title}${t.status === 'passed' ? '' : ` [${t.status}]`}`.slice(0, 130), s(t.ms)], [130, 9]));
  }
}

console.log('\nper package (phases summed over files, all workers):');
const w = [16, 6, 6, 9, 10, 12, 9, 9, 9, 9];
console.log(pad(['package', 'files', 'tests', 'wall', 'transform', 'environment', 'prepare', 'setup', 'collect', 'tests'], w));
for (const row of overview) console.log(pad(row, w));
