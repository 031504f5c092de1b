import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { TESTS_DIR } from './paths';

/** Writes test-results/summary.json: final outcome per test (a retried pass counts as passed once). */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, { title: string; outcome: string; error?: string }>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, {
      title: test.titlePath().filter(Boolean).join(' › '),
      outcome: test.outcome(),
      error: result.error?.message?.replace(/\x1b\[[0-9;]*m/g, '').split('\n')[0],
    });
  }

  onEnd(result: FullResult): void {
    const all = [...this.outcomes.values()];
    const count = (o: string) => all.filter((t) => t.outcome === o).length;
    const summary = {
      status: result.status,
      passed: count('expected') + count('flaky'),
      failed: count('unexpected'),
      flaky: count('flaky'),
      skipped: count('skipped'),
      failures: all.filter((t) => t.outcome === 'unexpected').map((t) => ({ title: t.title, error: t.error })),
    };
    const file = join(TESTS_DIR, 'test-results', 'summary.json');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(summary, null, 2) + '\n');
  }
}
