import fs from 'node:fs';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The recipe proofs first (the files built on test/scratch-repo.ts: a copy of the repository, typechecked and tested,
 * minutes each), then Vitest's own order. On a fresh clone Vitest knows no durations and starts the largest files
 * first, which put these small ones last: the suite's end waited on them with one worker idle (issue 40).
 */
class RecipeProofsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const proof = (f: TestSpecification) => fs.readFileSync(f.moduleId, 'utf8').includes("from './scratch-repo.js'");
    return [...sorted.filter(proof), ...sorted.filter((f) => !proof(f))];
  }
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file's environment, setup, import and test times, for `pnpm test:times` (scripts/test-times.mjs).
    reporters: ['default', '../../scripts/vitest-times.mjs'],
    globalSetup: ['test/global-setup.ts'],
    // The one place the API tests' time bounds are set, sized for a loaded 2-core machine (CI
    // runs the other suites beside): a test or hook that needs longer says why, where it is.
    // A wait for a condition inside a test is bounded by test/harness.ts WAIT_MS (half of this).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each file gets its own database cloned from the migrated template.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: RecipeProofsFirst },
  },
});
