// The runner that repeats the time-sensitive suites at set hours of the service's day.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkMoment, howItEnded, MOMENTS, offsetAt, parseMoment, pickMoments, shiftArg } from './at-times.mjs';
import { isTestSummary, passedCount } from './suite-summary.mjs';

const CLI = fileURLToPath(new URL('./at-times.mjs', import.meta.url));
const hasFaketime = spawnSync('faketime', ['--help'], { stdio: 'ignore' }).status === 0;

test('a moment is an exact instant: local time, its offset and the zone', () => {
  assert.deepEqual(parseMoment('2027-03-27T22:45:00+02:00[Europe/Riga]'), {
    epochMs: Date.UTC(2027, 2, 27, 20, 45),
    local: '2027-03-27T22:45:00',
    offset: '+02:00',
    zone: 'Europe/Riga',
  });
  assert.equal(parseMoment('2027-11-07T01:30:00-04:00[America/New_York]').epochMs, Date.UTC(2027, 10, 7, 5, 30));
  for (const bad of ['2027-03-27T22:45:00+02:00', '2027-03-27 22:45:00+02:00[Europe/Riga]', '2027-03-27T22:45+02:00[Europe/Riga]', '2027-13-45T22:45:00+02:00[Europe/Riga]']) {
    assert.throws(() => parseMoment(bad), /not a (moment|date-time)/, bad);
  }
});

test("the zone's offset is read from Intl, on both sides of each clock change", () => {
  assert.equal(offsetAt('Europe/Riga', Date.UTC(2027, 2, 28, 0, 59)), '+02:00');
  assert.equal(offsetAt('Europe/Riga', Date.UTC(2027, 2, 28, 1, 0)), '+03:00');
  assert.equal(offsetAt('America/New_York', Date.UTC(2027, 10, 7, 5, 59)), '-04:00');
  assert.equal(offsetAt('America/New_York', Date.UTC(2027, 10, 7, 6, 0)), '-05:00');
  assert.equal(offsetAt('UTC', Date.UTC(2027, 0, 1)), '+00:00');
  assert.equal(offsetAt('Asia/Kolkata', Date.UTC(2027, 0, 1)), '+05:30');
});

test("a moment whose offset is not the zone's at that time is refused (it would try another hour)", () => {
  assert.throws(() => checkMoment('2027-03-28T04:30:00+02:00[Europe/Riga]'), /Europe\/Riga is at \+03:00 then, not \+02:00/);
  assert.throws(() => checkMoment('2027-07-01T12:00:00-05:00[America/New_York]'), /is at -04:00 then/);
  assert.equal(checkMoment('2027-07-01T12:00:00-04:00[America/New_York]').epochMs, Date.UTC(2027, 6, 1, 16));
});

test('every moment of the list is checked, each zone has its late evening and both clock-change days', () => {
  for (const m of MOMENTS) checkMoment(m.at);
  const at = (zone) => MOMENTS.filter((m) => m.at.endsWith(`[${zone}]`)).map((m) => parseMoment(m.at));
  for (const zone of ['Europe/Riga', 'America/New_York']) {
    const moments = at(zone);
    assert.ok(moments.some((m) => m.local.slice(11) >= '22:00'), `${zone}: a late evening`);
    // A clock-change day: the offset at the day's end differs from its start.
    const days = new Set(moments.map((m) => m.local.slice(0, 10)));
    const changes = [...days].filter((d) => {
      const start = parseMoment(`${d}T00:00:00${moments[0].offset}[${zone}]`).epochMs;
      return offsetAt(zone, start) !== offsetAt(zone, start + 36 * 3600_000);
    });
    assert.ok(changes.length >= 1, `${zone}: a clock-change day or its eve`);
  }
  // Riga's runs include both the spring and the autumn change.
  assert.deepEqual(new Set(at('Europe/Riga').map((m) => m.local.slice(5, 7))), new Set(['03', '10']));
});

test("faketime's shift moves the clock forward or back by whole seconds", () => {
  assert.equal(shiftArg(10_000, 4_000), '+6s');
  assert.equal(shiftArg(4_000, 10_000), '-6s');
  assert.equal(shiftArg(5_000, 5_000), '+0s');
  assert.equal(shiftArg(1_600, 0), '+2s');
});

test('without a command it says how to call it', () => {
  const run = spawnSync(process.execPath, [CLI], { encoding: 'utf8' });
  assert.equal(run.status, 2);
  assert.match(run.stderr, /usage: bookla-at-times \[moment key…\] -- <test command>/);
});

test('moments are chosen by key, all when none is named; an unknown key is refused before anything runs', () => {
  assert.deepEqual(pickMoments([]), MOMENTS);
  assert.deepEqual(pickMoments(['ny-evening', 'riga-evening']).map((m) => m.key), ['riga-evening', 'ny-evening']);
  assert.equal(new Set(MOMENTS.map((m) => m.key)).size, MOMENTS.length);
  assert.throws(() => pickMoments(['riga-evening', 'paris']), /no moment paris \(there are riga-evening, riga-midnight/);
  const run = spawnSync(process.execPath, [CLI, 'paris', '--', process.execPath, '-e', 'process.stdout.write("ran")'], { encoding: 'utf8' });
  assert.equal(run.status, 2);
  assert.equal(run.stdout, '');
});

test('without faketime: skipped with the install line, a failure under CI', () => {
  // No PATH: faketime is not found, installed or not.
  const env = { ...process.env, PATH: '/nonexistent' };
  delete env.CI;
  const local = spawnSync(process.execPath, [CLI, '--', 'true'], { encoding: 'utf8', env });
  assert.equal(local.status, 0);
  assert.match(local.stdout, /apt-get install -y faketime/);
  const ci = spawnSync(process.execPath, [CLI, '--', 'true'], { encoding: 'utf8', env: { ...env, CI: 'true' } });
  assert.equal(ci.status, 1);
});

/** What a passing test run prints last: one test passed (a run that passed none tried nothing). */
const PASSED = 'console.log("      Tests  1 passed (1)")';

test('runs the command once per moment, each with the clock at that moment', { skip: !hasFaketime && 'faketime is not installed' }, () => {
  const script = `process.stdout.write("saw " + new Date().toISOString() + "\\n"); ${PASSED}`;
  const run = spawnSync(process.execPath, [CLI, '--', process.execPath, '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const seen = [...run.stdout.matchAll(/^saw (\S+)$/gm)].map((m) => Date.parse(m[1]));
  assert.equal(seen.length, MOMENTS.length);
  seen.forEach((ms, i) => assert.ok(Math.abs(ms - parseMoment(MOMENTS[i].at).epochMs) < 30_000, `${MOMENTS[i].at}: saw ${new Date(ms).toISOString()}`));
});

test('named moments only: one run each, in the list order', { skip: !hasFaketime && 'faketime is not installed' }, () => {
  const script = `process.stdout.write("saw " + new Date().toISOString() + "\\n"); ${PASSED}`;
  const run = spawnSync(process.execPath, [CLI, 'ny-autumn', 'riga-evening', '--', process.execPath, '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  // To the minute, rounded: the shift is whole seconds, so the clock may start a fraction before the moment.
  const seen = [...run.stdout.matchAll(/^saw (\S+)$/gm)].map((m) => new Date(Math.round(Date.parse(m[1]) / 60_000) * 60_000).toISOString());
  assert.deepEqual(seen, ['2027-03-27T20:45:00.000Z', '2027-11-07T05:30:00.000Z']);
});

test('a failing run at any moment fails the whole, naming the moments', { skip: !hasFaketime && 'faketime is not installed' }, () => {
  const run = spawnSync(process.execPath, [CLI, '--', process.execPath, '-e', `${PASSED}; process.exit(new Date().getUTCMonth() === 9 ? 1 : 0)`], {
    encoding: 'utf8',
  });
  assert.equal(run.status, 1);
  assert.match(run.stderr, /^the run at 2027-10-31T04:30:00\+02:00\[Europe\/Riga\] failed \(exit 1\)$/m);
  assert.match(run.stderr, /failed at: 2027-10-31T04:30:00\+02:00\[Europe\/Riga\] \(exit 1\)$/m);
});

// The moments' runs filter the suites down to the tests that depend on the hour; a filter that matches nothing any
// more passes while trying nothing at that hour.
test('a run that passes without a test passing fails its moment, and is not tried again', { skip: !hasFaketime && 'faketime is not installed' }, () => {
  for (const count of ['      Tests  3 skipped (3)', '# pass 0', '']) {
    const run = spawnSync(process.execPath, [CLI, 'riga-evening', '--', process.execPath, '-e', `console.log(${JSON.stringify(count)})`], { encoding: 'utf8' });
    assert.equal(run.status, 1, count);
    assert.match(run.stderr, /^the run at 2027-03-27T22:45:00\+02:00\[Europe\/Riga\] failed \(no test passed: the command ran none\)$/m, count);
    assert.doesNotMatch(run.stderr, /once more/, count);
  }
});

test("the passed count of each runner's closing line", () => {
  const cases = [
    ['      Tests  244 passed | 1 skipped (245)', 244],
    [' Tests  1 failed | 2 passed (3)', 2],
    ['      Tests  3 skipped (3)', 0],
    ['\x1b[2m      Tests \x1b[22m \x1b[1m\x1b[32m187 passed\x1b[39m\x1b[22m\x1b[90m (187)\x1b[39m', 187],
    ['# pass 12', 12],
    ['# fail 1', 0],
    ['  151 passed (24.0m)', 151],
    ['  2 failed', 0],
    ['Test Files  3 passed (3)', undefined],
  ];
  for (const [line, count] of cases) assert.equal(passedCount(line), count, line);
});

/** A command for `node -e` that appends a line to `file` each time it runs, then does `then`. */
const counted = (file, then) => `require('fs').appendFileSync(${JSON.stringify(file)}, 'ran\\n'); ${then}`;
function withRunsFile(body) {
  const dir = mkdtempSync(join(tmpdir(), 'at-times-'));
  try {
    const file = join(dir, 'runs');
    return body(file, () => readFileSync(file, 'utf8').split('\n').filter(Boolean).length);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('failed tests fail their moment at once: a run that counted them is not tried again', { skip: !hasFaketime && 'faketime is not installed' }, () => {
  // The count as runners print it, and as the last line with no newline after it (seen at the stream's end).
  for (const print of ['console.log', 'process.stdout.write']) {
    withRunsFile((file, runs) => {
      const script = counted(file, `${print}("      Tests  1 failed | 2 passed (3)"); process.exitCode = 1`);
      const run = spawnSync(process.execPath, [CLI, 'riga-evening', '--', process.execPath, '-e', script], { encoding: 'utf8' });
      assert.equal(run.status, 1);
      assert.equal(runs(), 1, print);
      assert.doesNotMatch(run.stderr, /once more/);
      assert.match(run.stdout, /Tests {2}1 failed \| 2 passed \(3\)/, 'the output is passed through');
    });
  }
});

// The last submitted CI failed in one moment's run that printed no test summary (its tests were not counted): a
// crash, not a failed test. Such a run is tried once more, and says so.
test('a run that ends without a test summary is tried once more: passing then, the moment passes', { skip: !hasFaketime && 'faketime is not installed' }, () => {
  withRunsFile((file, runs) => {
    const script = counted(file, 'if (require("fs").readFileSync(' + JSON.stringify(file) + ', "utf8").length < 8) process.exit(1); console.log("      Tests  3 passed (3)")');
    const run = spawnSync(process.execPath, [CLI, 'riga-evening', '--', process.execPath, '-e', script], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.equal(runs(), 2);
    assert.match(run.stderr, /^the run at 2027-03-27T22:45:00\+02:00\[Europe\/Riga\] ended without a test summary \(exit 1\): trying that moment once more$/m);
    assert.match(run.stdout, /^the run at 2027-03-27T22:45:00\+02:00\[Europe\/Riga\] passed on its second try/m);
  });
});

test('a run that ends without a test summary twice fails its moment', { skip: !hasFaketime && 'faketime is not installed' }, () => {
  withRunsFile((file, runs) => {
    const run = spawnSync(process.execPath, [CLI, 'riga-evening', 'ny-evening', '--', process.execPath, '-e', counted(file, 'process.exit(3)')], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.equal(runs(), 4);
    assert.match(run.stderr, /failed at: 2027-03-27T22:45:00\+02:00\[Europe\/Riga\] \(exit 3\), 2027-03-13T22:45:00-05:00\[America\/New_York\] \(exit 3\)$/m);
  });
});

test("a test summary is vitest's, node:test's or Playwright's closing count, with or without colours", () => {
  for (const line of ['      Tests  244 passed | 1 skipped (245)', ' Tests  1 failed | 2 passed (3)', '\x1b[2m      Tests \x1b[22m \x1b[1m\x1b[32m187 passed\x1b[39m\x1b[22m\x1b[90m (187)\x1b[39m', '# pass 12', '# fail 0', '  151 passed (24.0m)', '  2 failed', '  1 flaky']) {
    assert.ok(isTestSummary(line), line);
  }
  for (const line of ['Test Files  3 passed (3)', 'Tests of the widget', 'Error: socket hang up', '✓ 3 passed tickets', 'ok 3 - a test', '3 passed']) {
    assert.ok(!isTestSummary(line), line);
  }
});

// A crashed run prints no test summary: the runner's line is all that says which moment it was and how it ended.
// (faketime itself turns its command's crash into exit 1 and prints "Caught <signal>"; a signal seen here ended
// faketime.)
test('how a run ended: nothing when it passed, else its exit code, its signal, or why it could not start', () => {
  assert.equal(howItEnded({ status: 0, signal: null }), undefined);
  assert.equal(howItEnded({ status: 3, signal: null }), 'exit 3');
  assert.equal(howItEnded({ status: null, signal: 'SIGKILL' }), 'ended by SIGKILL');
  assert.equal(howItEnded({ status: null, signal: null, error: new Error('spawn faketime ENOENT') }), 'could not start: spawn faketime ENOENT');
});
