// A Vitest reporter that writes where a package's test run spent its time, per file, to
// .test-times/<package>.json at the repository's root; `pnpm test:times` (scripts/test-times.mjs) prints it.
// The figures are Vitest's own (the ones its summary line adds up): environment, setup, collect (importing the
// file and what it imports), tests (tests and hooks), and the run's transform time and wall time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default class TimesReporter {
  onInit(vitest) {
    this.vitest = vitest;
    this.started = Date.now();
  }

  onTestRunEnd(testModules) {
    const cwd = this.vitest.config.root;
    const name = JSON.parse(fs.readFileSync(path.join(cwd, 'package.json'), 'utf8')).name;
    const files = testModules.map((m) => {
      const d = m.diagnostic();
      const tests = [...m.children.allTests()];
      return {
        file: path.relative(cwd, m.moduleId),
        tests: tests.length,
        failed: tests.filter((t) => t.result().state === 'failed').length,
        environment: Math.round(d.environmentSetupDuration),
        prepare: Math.round(d.prepareDuration),
        setup: Math.round(d.setupDuration),
        collect: Math.round(d.collectDuration),
        run: Math.round(d.duration),
      };
    });
    const report = {
      package: name,
      at: new Date().toISOString(),
      wall: Math.round(Date.now() - this.started),
      transform: Math.round(this.vitest.state.transformTime ?? 0),
      pool: this.vitest.config.pool,
      files,
    };
    fs.mkdirSync(path.join(root, '.test-times'), { recursive: true });
    fs.writeFileSync(path.join(root, '.test-times', `${name.replace(/[^a-z0-9-]+/gi, '-').replace(/^-/, '')}.json`), `${JSON.stringify(report, null, 1)}\n`);
  }
}
