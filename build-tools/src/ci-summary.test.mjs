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
const atTimes = fileURLToPath(new URL('./at-times.mjs', import.meta.url));
const hasFaketime = spawnSync('faketime', ['--help'], { stdio: 'ignore' }).status === 0;

/** The summary line (the last), what came before it and the exit code for a log of `lines` from a test command
 * that exited with `status`. */
function summarize(lines, status = 0) {
  const dir = mkdtempSync(join(tmpdir(), 'ci-summary-'));
  try {
    writeFileSync(join(dir, 'log'), lines.join('\n'));
    const run = spawnSync(process.execPath, [script, join(dir, 'log'), String(status)], { encoding: 'utf8' });
    const out = run.stdout.trimEnd().split('\n');
    return { line: out.at(-1), code: run.status, before: out.slice(0, -1) };
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
  assert.deepEqual(summarize(['@bookla/runtime:test:       Tests  5 passed (5)'], 2), { line: '5 passed, 1 failed', code: 2, before: [] });
  assert.deepEqual(summarize(['@bookla/runtime:test:       Tests  5 passed (5)'], 0), { line: '5 passed, 0 failed', code: 0, before: [] });
});

// CI keeps only the log's tail: what failed must be repeated there, with its package, however far above it was.
test('what failed is repeated before the line: failed tests with their error, failed moments and tasks', () => {
  const { line, before } = summarize([
    '@bookla/widgets:test:    × one fails 12ms',
    '@bookla/widgets:test:  FAIL  |preact| src/BookingWidget/test/ui.test.tsx > focus moves',
    '@bookla/widgets:test: AssertionError: expected 2 to be 3',
    '@bookla/widgets:test: - Expected',
    '@bookla/widgets:test:       Tests  1 failed | 40 passed (41)',
    '@bookla/widgets:test: Error: socket hang up',
    '@bookla/widgets:test: Caught Segmentation fault',
    '@bookla/widgets:test: failed at: 2027-03-27T23:59:00+02:00[Europe/Riga] (exit 1)',
    '@bookla/tests:e2e:   ✘   42 e2e/a.e2e.ts:305:1 › typed text is kept (30.2s)',
    '@bookla/tests:e2e:   1) e2e/a.e2e.ts:305:1 › typed text is kept ',
    '@bookla/tests:e2e: ',
    '@bookla/tests:e2e:     Error: expect(locator).toHaveValue(expected) failed',
    '@bookla/tests:e2e:     Locator:  getByRole(\'textbox\')',
    '@bookla/tests:e2e:   ✘  43 [chromium-143] › e2e/b.e2e.ts:12:3 › retries (5.0s)',
    '@bookla/tests:e2e:   2) [chromium-143] › e2e/b.e2e.ts:12:3 › retries ',
    '@bookla/tests:e2e:     TimeoutError: locator.click: Timeout 5000ms exceeded.',
    '@bookla/tests:e2e:   1 failed',
    '@bookla/widgets#test:  ERROR  command (/w/widgets) /usr/bin/npm run test exited (1)',
  ], 1);
  assert.equal(line, '40 passed, 2 failed');
  assert.deepEqual(before, [
    '== what failed, from the log above',
    '@bookla/widgets:test:  FAIL  |preact| src/BookingWidget/test/ui.test.tsx > focus moves',
    '@bookla/widgets:test: AssertionError: expected 2 to be 3',
    '@bookla/widgets:test: Caught Segmentation fault',
    '@bookla/widgets:test: failed at: 2027-03-27T23:59:00+02:00[Europe/Riga] (exit 1)',
    '@bookla/tests:e2e:   ✘   42 e2e/a.e2e.ts:305:1 › typed text is kept (30.2s)',
    '@bookla/tests:e2e:   1) e2e/a.e2e.ts:305:1 › typed text is kept',
    '@bookla/tests:e2e:     Error: expect(locator).toHaveValue(expected) failed',
    '@bookla/tests:e2e:   ✘  43 [chromium-143] › e2e/b.e2e.ts:12:3 › retries (5.0s)',
    '@bookla/tests:e2e:   2) [chromium-143] › e2e/b.e2e.ts:12:3 › retries',
    '@bookla/tests:e2e:     TimeoutError: locator.click: Timeout 5000ms exceeded.',
    '@bookla/widgets#test:  ERROR  command (/w/widgets) /usr/bin/npm run test exited (1)',
  ]);
});

test('a flaky end-to-end test or a time-of-day run tried again is named though nothing failed; a green log adds nothing', () => {
  const flaky = summarize(['@bookla/tests:e2e:   ✘   42 e2e/a.e2e.ts:305:1 › typed text is kept (30.2s)', '@bookla/tests:e2e:   1 flaky', '@bookla/tests:e2e:   9 passed (1.0m)']);
  assert.equal(flaky.line, '10 passed, 0 failed');
  assert.deepEqual(flaky.before, ['== what failed (flaky: passed on a retry), from the log above', '@bookla/tests:e2e:   ✘   42 e2e/a.e2e.ts:305:1 › typed text is kept (30.2s)']);
  assert.deepEqual(summarize(['@bookla/widgets:test: Error: socket hang up', '@bookla/widgets:test:       Tests  3 passed (3)']).before, []);
  const retried = summarize([
    '@bookla/widgets:test: Caught Segmentation fault',
    '@bookla/widgets:test: the run at 2027-03-27T23:59:00+02:00[Europe/Riga] ended without a test summary (exit 1): trying that moment once more',
    '@bookla/widgets:test:       Tests  3 passed (3)',
  ]);
  assert.equal(retried.line, '3 passed, 0 failed');
  assert.deepEqual(retried.before.slice(1), [
    '@bookla/widgets:test: Caught Segmentation fault',
    '@bookla/widgets:test: the run at 2027-03-27T23:59:00+02:00[Europe/Riga] ended without a test summary (exit 1): trying that moment once more',
  ]);
});

test('says how many of the passed were counted again by the time-of-day runs, package by package', () => {
  const { line, before } = summarize([
    '@bookla/widgets:test:       Tests  900 passed (900)',
    '@bookla/sandbox:test:       Tests  50 passed (50)',
    '@bookla/widgets:test: ',
    '@bookla/widgets:test: == at 2027-03-27 22:45:00 Europe/Riga (2027-03-27T20:45:00.000Z): the evening before the clocks go forward',
    '@bookla/sandbox:test:       Tests  1 failed | 49 passed (50)',
    '@bookla/widgets:test:       Tests  120 passed | 780 skipped (900)',
    '@bookla/widgets:test: == at 2027-03-28 03:30:00 Europe/Riga (2027-03-28T00:30:00.000Z): the hour after',
    '@bookla/widgets:test:       Tests  120 passed | 780 skipped (900)',
  ], 1);
  assert.equal(line, '1239 passed, 1 failed');
  assert.equal(before.at(-1), '== tests passed: 999 in the suites, 240 more in the runs at other hours');
  assert.ok(!summarize(['@bookla/runtime:test:       Tests  5 passed (5)']).before.some((l) => l.startsWith('== tests passed')));
});

test('a long list of failures is cut, saying how many lines were left out', () => {
  const lines = Array.from({ length: 45 }, (_, i) => `@bookla/runtime:test:  FAIL  src/t${i}.test.ts > fails`);
  const { before } = summarize([...lines, '@bookla/runtime:test:       Tests  45 failed (45)'], 1);
  assert.equal(before.length, 1 + 40 + 1);
  assert.equal(before.at(-1), '… and 5 more such lines');
});

// The summary knows the time-of-day runner's lines by their words: read here from the runner's own output (a run
// that crashes twice), so rewording them in at-times.mjs cannot silently drop them from CI's tail.
test("bookla-at-times' own lines for a crashed moment are repeated before the count", { skip: !hasFaketime && 'faketime is not installed' }, () => {
  const run = spawnSync(process.execPath, [atTimes, 'riga-evening', '--', process.execPath, '-e', 'process.exit(3)'], { encoding: 'utf8' });
  assert.equal(run.status, 1);
  const log = `${run.stdout}\n${run.stderr}`.split('\n').map((l) => `@bookla/widgets:test: ${l}`);
  const { line, before } = summarize(log, 1);
  assert.equal(line, '0 passed, 1 failed');
  const at = '2027-03-27T22:45:00+02:00[Europe/Riga]';
  assert.deepEqual(before, [
    '== what failed, from the log above',
    `@bookla/widgets:test: the run at ${at} ended without a test summary (exit 3): trying that moment once more`,
    `@bookla/widgets:test: failed at: ${at} (exit 3)`,
  ]);
});

test("says how long each stage took and names the test command's slowest tasks, from turbo's run summary", () => {
  const dir = mkdtempSync(join(tmpdir(), 'ci-durations-'));
  try {
    const t0 = 1_800_000_000_000;
    const task = (taskId, from, to) => ({ taskId, execution: { startTime: t0 + from * 1000, endTime: t0 + to * 1000, exitCode: 0 } });
    // Two turbo runs, as `npm test` makes them: the builds, then the rest.
    writeFileSync(join(dir, 'builds.json'), JSON.stringify({ tasks: [task('@bookla/embed-loader#build', 0, 60), { taskId: 'x#transit' }] }));
    writeFileSync(
      join(dir, 'run.json'),
      JSON.stringify({ tasks: [task('@bookla/tests#e2e', 90, 690), task('@bookla/widgets#test', 70, 320), task('@bookla/runtime#typecheck', 70, 82)] }),
    );
    writeFileSync(join(dir, 'stages'), 'apt-get install 0\nnpm ci 27\npostgres 1\nnpm test 700\n');
    writeFileSync(
      join(dir, 'log'),
      ['Summary:    ' + join(dir, 'builds.json'), '@bookla/runtime:test:       Tests  3 passed (3)', '', 'Summary:    ' + join(dir, 'run.json'), ''].join('\n'),
    );
    const run = spawnSync(process.execPath, [script, join(dir, 'log'), '0', join(dir, 'stages')], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.deepEqual(run.stdout.trimEnd().split('\n'), [
      '== durations: apt-get install 0:00, npm ci 0:27, postgres 0:01, npm test 11:40',
      '    10:00  @bookla/tests#e2e (1:30 to 11:30)',
      '     4:10  @bookla/widgets#test (1:10 to 5:20)',
      '     1:00  @bookla/embed-loader#build (0:00 to 1:00)',
      '3 passed, 0 failed',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('without a stages file or a run summary it prints the count alone', () => {
  const { line, before } = summarize(['@bookla/runtime:test:       Tests  3 passed (3)', 'Summary:    /nonexistent/run.json']);
  assert.equal(line, '3 passed, 0 failed');
  assert.deepEqual(before, []);
});
