// Sums the closing counts of every suite in a turbo log (vitest's "Tests  N passed | M failed (T)",
// Playwright's "  N passed" / "  N failed" lines and node:test's "# pass N" / "# fail N") and prints one line
// "N passed, N failed".
// A non-zero exit of the test command with no failed test counted is reported as one failure, so a
// broken build or typecheck can never read as green.
// When anything failed (or was flaky, or a time-of-day run was tried again), the lines that say what come first,
// with their package: CI keeps only the log's tail, and the failure itself may have scrolled far above it (turbo
// runs the suites side by side). Then how long each stage of CI took and the test command's slowest tasks (from
// turbo's run summary, whose path the log names), so a slow stage shows, and, when the time-of-day runs counted
// tests, how many of the passed were those runs' second counts of tests already counted in the suites.
import { existsSync, readFileSync } from 'node:fs';
import { NODE_TEST, PLAYWRIGHT, plain, VITEST } from '../build-tools/src/suite-summary.mjs';

const [logFile, statusArg = '0', stagesFile] = process.argv.slice(2);
const text = plain(readFileSync(logFile, 'utf8'));
/** What names a failure: vitest's failed tests and errors, Playwright's failed tries and their headers,
 * node:test's, bookla-at-times' failed moments and faketime's report of a command it saw crash ("Caught
 * Segmentation fault"), turbo's failed tasks, npm's errors. */
const FAILURE =
  /^\s*(FAIL\s|✘\s|not ok\s|failed at:|the clock did not move|the run at .* ended without a test summary|faketime is not installed|Caught [A-Z][a-z]+( [a-z]+)*$|npm ERR!|Unhandled (Errors|Rejection)|\d+\) (\[[^\]]+\] › )?\S+:\d+:\d+ ›)|(^|\s)ERROR\s|^\s*Failed:\s/;
/** The error a failure's header is followed by (within a few lines): what went wrong, in one line. */
const ERROR = /^\s*(\w*Error\b|expected\b)/;
const MAX_SHOWN = 40;

let passed = 0;
let failed = 0;
let flaky = 0;
/** Tests passed again in the time-of-day runs (counted in `passed` too): a package's counts after its first
 * "== at <moment>" header belong to those runs. */
let passedAtHours = 0;
const atHours = new Set();
const failures = [];
let sinceHeader = Infinity;
for (const raw of text.split('\n')) {
  // turbo prefixes task output with "pkg:task: "
  const task = /^([^\s:]+:[\w-]+):/.exec(raw)?.[1] ?? '';
  const line = raw.replace(/^[^\s:]+:[\w-]+:\s?/, '');
  sinceHeader += 1;
  if (/^== at \d/.test(line)) atHours.add(task);
  if (FAILURE.test(line)) {
    if (!failures.includes(raw.trimEnd())) failures.push(raw.trimEnd());
    sinceHeader = 0;
  } else if (sinceHeader <= 4 && ERROR.test(line)) {
    failures.push(raw.trimEnd());
    sinceHeader = Infinity;
  }
  const vitest = VITEST.exec(line);
  if (vitest) {
    const n = Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
    passed += n;
    if (atHours.has(task)) passedAtHours += n;
    failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    continue;
  }
  // node --test (build-tools): its closing summary, once per run.
  const node = NODE_TEST.exec(line);
  if (node) {
    if (node[1] === 'fail') failed += Number(node[2]);
    else passed += Number(node[2]);
    continue;
  }
  const pw = PLAYWRIGHT.exec(line);
  if (pw) {
    if (pw[2] === 'failed') failed += Number(pw[1]);
    else passed += Number(pw[1]);
    if (pw[2] === 'flaky') flaky += Number(pw[1]);
  }
}
const status = Number(statusArg);
if (status !== 0 && failed === 0) failed = 1;
// A time-of-day run tried again is named even when its second try passed.
const retried = failures.some((line) => line.includes('ended without a test summary'));
if ((failed || flaky || retried) && failures.length) {
  console.log(`== what failed${failed ? '' : ' (flaky: passed on a retry)'}, from the log above`);
  for (const line of failures.slice(0, MAX_SHOWN)) console.log(line);
  if (failures.length > MAX_SHOWN) console.log(`… and ${failures.length - MAX_SHOWN} more such lines`);
}
for (const line of durations(text, stagesFile)) console.log(line);
if (passedAtHours) console.log(`== tests passed: ${passed - passedAtHours} in the suites, ${passedAtHours} more in the runs at other hours`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(status);

/** m:ss */
function clock(seconds) {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The stages' durations ("name seconds" lines) and the tasks of turbo's run summaries that took 20 s or more, with
 * when each started and ended (minutes into the test command): the slowest first, at most 15. */
function durations(log, stages) {
  const out = [];
  if (stages && existsSync(stages)) {
    const rows = readFileSync(stages, 'utf8').split('\n').filter(Boolean).map((l) => /^(.*) (\d+)$/.exec(l)).filter(Boolean);
    if (rows.length) out.push(`== durations: ${rows.map(([, name, sec]) => `${name} ${clock(Number(sec))}`).join(', ')}`);
  }
  // The test command may make several turbo runs (builds first, then the rest side by side): all their tasks.
  const timed = [];
  for (const [, summary] of log.matchAll(/^\s*Summary:\s+(\S+\.json)\s*$/gm)) {
    if (!existsSync(summary)) continue;
    try {
      for (const t of JSON.parse(readFileSync(summary, 'utf8')).tasks) {
        if (t.execution?.startTime) timed.push({ id: t.taskId, start: t.execution.startTime, end: t.execution.endTime });
      }
    } catch (error) {
      out.push(`(turbo's run summary ${summary} could not be read: ${error.message})`);
    }
  }
  const first = Math.min(...timed.map((t) => t.start));
  const slow = timed.filter((t) => t.end - t.start >= 20_000).sort((a, b) => b.end - b.start - (a.end - a.start));
  for (const t of slow.slice(0, 15)) {
    out.push(`   ${clock((t.end - t.start) / 1000).padStart(6)}  ${t.id} (${clock((t.start - first) / 1000)} to ${clock((t.end - first) / 1000)})`);
  }
  return out;
}
