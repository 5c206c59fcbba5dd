import type { Reporter, TestModule } from 'vitest/node';

/** Prints the plain closing line CI reads: `N passed, M failed`. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      // A file that failed outside its tests (an import, a beforeAll): its tests are skipped, the file is a failure.
      if (mod.state() === 'failed' && ![...mod.children.allTests()].some((t) => t.result().state === 'failed')) failed++;
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
