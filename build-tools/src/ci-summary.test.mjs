// .ci/summarize.mjs turns the whole `npm test` log into CI's one line "N passed, N failed": every kind of suite
// the repository runs must be counted, and a failed command must never read as green.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../../.ci/summarize.mjs', import.meta.url));

/** The summary line and exit code for a log of `lines` from a test command that exited with `status`. */
function summarize(lines, status = 0) {
  const dir = mkdtempSync(join(tmpdir(), 'ci-summary-'));
  try {
    writeFileSync(join(dir, 'log'), lines.join('\n'));
    const run = spawnSync(process.execPath, [script, join(dir, 'log'), String(status)], { encoding: 'utf8' });
    return { line: run.stdout.trim(), code: run.status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('counts vitest, Playwright (flaky as passed) and node:test suites, through turbo prefixes and colours', () => {
  const { line, code } = summarize([
    '@bookla/runtime:test:       Tests  \x1b[32m120 passed\x1b[39m (120)',
    '@bookla/widgets:test:       Tests  3 failed | 40 passed (43)',
    '@bookla/tests:e2e:   102 passed (4.1m)',
    '@bookla/tests:e2e:   1 flaky',
    '@bookla/tests:e2e:   2 failed',
    '@bookla/build-tools:test: # tests 16',
    '@bookla/build-tools:test: # pass 15',
    '@bookla/build-tools:test: # fail 1',
  ], 1);
  assert.equal(line, '278 passed, 6 failed');
  assert.equal(code, 1);
});

test('a command that failed with no failed test counted (a broken build or typecheck) is one failure', () => {
  assert.deepEqual(summarize(['@bookla/runtime:test:       Tests  5 passed (5)'], 2), { line: '5 passed, 1 failed', code: 2 });
  assert.deepEqual(summarize(['@bookla/runtime:test:       Tests  5 passed (5)'], 0), { line: '5 passed, 0 failed', code: 0 });
});
