// The closing counts the repository's test runners print, in one place: CI's summary (.ci/summarize.mjs) adds
// them up over the whole log, and bookla-at-times (at-times.mjs) checks that a failed run printed one (a run that
// did not crashed before counting its tests).

/** vitest's "Tests  3 failed | 40 passed (43)": group 1 holds the counts. */
export const VITEST = /^\s*Tests\s+(.*)\(\d+\)\s*$/;
/** node:test's "# pass 15" / "# fail 1", once per run. */
export const NODE_TEST = /^# (pass|fail) (\d+)\s*$/;
/** Playwright's "  102 passed (4.1m)" / "  2 failed" / "  1 flaky". */
export const PLAYWRIGHT = /^\s+(\d+) (passed|failed|flaky)( \(.*\))?\s*$/;

/** Drops the terminal's colour codes, which some runners print even into a pipe. */
export const plain = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** Whether a line is one of those closing counts. */
export const isTestSummary = (line) => [VITEST, NODE_TEST, PLAYWRIGHT].some((re) => re.test(plain(line)));

/** How many tests a closing count says passed (0 when it names none), or undefined for any other line. */
export function passedCount(line) {
  const text = plain(line);
  const vitest = VITEST.exec(text);
  if (vitest) return Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
  const node = NODE_TEST.exec(text);
  if (node) return node[1] === 'pass' ? Number(node[2]) : 0;
  const playwright = PLAYWRIGHT.exec(text);
  if (playwright) return playwright[2] === 'passed' ? Number(playwright[1]) : 0;
  return undefined;
}
