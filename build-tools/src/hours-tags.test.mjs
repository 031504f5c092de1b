// The tests whose outcome depends on the hour or date carry vitest's tag `hours`; a package's `test` script runs
// them again at set moments (bookla-at-times … --tags-filter=hours <paths>). The paths keep each moment's run to
// the files that hold such tests (collecting the others costs more than the tests): a tagged test in a file the
// paths miss would never run at those moments, and nothing else would notice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Test files under `dir`, relative to it. */
function testFiles(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path, base);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(base, path)] : [];
  });
}

/** vitest options that take the next argument as their value. */
const VALUED = new Set(['--project', '--config', '-c', '--dir', '-t', '--testNamePattern']);

/** The path filters of the at-times run in a `test` script: the vitest arguments that are neither options nor
 * their values. */
function atTimesPaths(script) {
  const run = /bookla-at-times\b[^&|;]*?--\s+vitest run\s+([^&|;]*)/.exec(script);
  if (!run) return undefined;
  const args = run[1].trim().split(/\s+/).filter(Boolean);
  return args.filter((arg, i) => !arg.startsWith('-') && !VALUED.has(args[i - 1]));
}

test('reads the paths of an at-times run, and none where a script has no such run', () => {
  assert.deepEqual(atTimesPaths('vitest run && bookla-at-times -- vitest run --project preact --tags-filter=hours src/a/ src/b.test.ts'), ['src/a/', 'src/b.test.ts']);
  assert.deepEqual(atTimesPaths('vitest run && bookla-at-times riga-evening -- vitest run --tags-filter=hours'), []);
  assert.equal(atTimesPaths('vitest run'), undefined);
});

test("every test tagged 'hours' is in a file its package's at-times run collects", () => {
  let tagged = 0;
  for (const pkg of workspaces) {
    const { scripts = {} } = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8'));
    const paths = atTimesPaths(scripts.test ?? '');
    for (const file of testFiles(join(root, pkg))) {
      if (!/tags: \['hours'\]/.test(readFileSync(join(root, pkg, file), 'utf8'))) continue;
      tagged++;
      assert.ok(paths, `${pkg}/${file} has tests tagged 'hours', but ${pkg}'s test script runs nothing at other hours`);
      assert.ok(!paths.length || paths.some((p) => file.includes(p)), `${pkg}/${file}: not under the at-times paths ${paths.join(' ')}`);
    }
  }
  assert.ok(tagged > 0, "no test is tagged 'hours'");
});
