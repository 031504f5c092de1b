// Sums the closing counts of every suite in a turbo log (vitest's "Tests  N passed | M failed (T)",
// Playwright's "  N passed" / "  N failed" lines and node:test's "# pass N" / "# fail N") and prints one line
// "N passed, N failed".
// A non-zero exit of the test command with no failed test counted is reported as one failure, so a
// broken build or typecheck can never read as green.
// When anything failed (or was flaky, or a time-of-day run was tried again), the lines that say what come first,
// with their package: CI keeps only the log's tail, and the failure itself may have scrolled far above it (turbo
// runs the suites side by side).
import { readFileSync } from 'node:fs';
import { NODE_TEST, PLAYWRIGHT, plain, VITEST } from '../build-tools/src/suite-summary.mjs';

const [logFile, statusArg = '0'] = process.argv.slice(2);
const text = plain(readFileSync(logFile, 'utf8'));
/** What names a failure: vitest's failed tests and errors, Playwright's failed tries and their headers,
 * node:test's, bookla-at-times' failed moments and faketime's report of a command it saw crash ("Caught
 * Segmentation fault"), turbo's failed tasks, npm's errors. */
const FAILURE =
  /^\s*(FAIL\s|✘\s|not ok\s|failed at:|the clock did not move|the run at .* ended without a test summary|faketime is not installed|Caught [A-Z][a-z]+( [a-z]+)*$|npm ERR!|Unhandled (Errors|Rejection)|\d+\) \S+:\d+:\d+ ›)|(^|\s)ERROR\s|^\s*Failed:\s/;
/** The error a failure's header is followed by (within a few lines): what went wrong, in one line. */
const ERROR = /^\s*(\w*Error\b|expected\b)/;
const MAX_SHOWN = 40;

let passed = 0;
let failed = 0;
let flaky = 0;
const failures = [];
let sinceHeader = Infinity;
for (const raw of text.split('\n')) {
  // turbo prefixes task output with "pkg:task: "
  const line = raw.replace(/^[^\s:]+:[\w-]+:\s?/, '');
  sinceHeader += 1;
  if (FAILURE.test(line)) {
    if (!failures.includes(raw.trimEnd())) failures.push(raw.trimEnd());
    sinceHeader = 0;
  } else if (sinceHeader <= 4 && ERROR.test(line)) {
    failures.push(raw.trimEnd());
    sinceHeader = Infinity;
  }
  const vitest = VITEST.exec(line);
  if (vitest) {
    passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
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
console.log(`${passed} passed, ${failed} failed`);
process.exit(status);
