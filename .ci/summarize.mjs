// Sums the closing counts of every suite in a turbo log (vitest's "Tests  N passed | M failed (T)",
// Playwright's "  N passed" / "  N failed" lines and node:test's "# pass N" / "# fail N") and prints one line
// "N passed, N failed".
// A non-zero exit of the test command with no failed test counted is reported as one failure, so a
// broken build or typecheck can never read as green.
import { readFileSync } from 'node:fs';

const [logFile, statusArg = '0'] = process.argv.slice(2);
const text = readFileSync(logFile, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
for (const raw of text.split('\n')) {
  // turbo prefixes task output with "pkg:task: "
  const line = raw.replace(/^[^\s:]+:[\w-]+:\s?/, '');
  const vitest = /^\s*Tests\s+(.*)\(\d+\)\s*$/.exec(line);
  if (vitest) {
    passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
    failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    continue;
  }
  // node --test (build-tools): its closing summary, once per run.
  const node = /^# (pass|fail) (\d+)\s*$/.exec(line);
  if (node) {
    if (node[1] === 'fail') failed += Number(node[2]);
    else passed += Number(node[2]);
    continue;
  }
  const pw = /^\s+(\d+) (passed|failed|flaky)( \(.*\))?\s*$/.exec(line);
  if (pw) {
    if (pw[2] === 'failed') failed += Number(pw[1]);
    else passed += Number(pw[1]);
  }
}
const status = Number(statusArg);
if (status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(status);
