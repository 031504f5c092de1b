// One version in one place: @bookla/runtime's package.json. Every package carries the same (they ship together, and
// widget.js's CDN folder, the configurators' snippets and the npm packages all say it), each @bookla dependency pins
// it, and no shipped source writes it out: the CDN path is built from the runtime's BOOKLA_VERSION.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeFiles, workspacePackages } from './guard-rails.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const manifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const { version } = manifest(join(root, 'runtime'));
const packages = workspacePackages(root);

test('every @bookla package carries the runtime’s version, and pins it for the @bookla packages it depends on', () => {
  const wrong = [];
  for (const { name, dir } of packages) {
    const pkg = manifest(dir);
    if (pkg.version !== version) wrong.push(`${name} is ${pkg.version}`);
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      for (const [dep, range] of Object.entries(pkg[field] ?? {})) {
        if (dep.startsWith('@bookla/') && range !== version) wrong.push(`${name} ${field} ${dep}@${range}`);
      }
    }
  }
  assert.deepEqual(wrong, [], `every one should be ${version}`);
});

/** Files that are tests or their data, where a fixed URL is an example, not the version the code carries. */
const TEST_FILE = /\.test\.|[\\/](test|tests|testing|test-support|e2e)[\\/]/;

test('no shipped source writes the version into a CDN path', () => {
  const found = [];
  for (const { dir } of packages) {
    for (const file of codeFiles(dir)) {
      if (TEST_FILE.test(relative(root, file))) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => line.includes(`/${version}/`) && found.push(`${relative(root, file)}:${i + 1}: ${line.trim()}`));
    }
  }
  assert.deepEqual(found, [], `build the path from BOOKLA_VERSION (@bookla/runtime/version)`);
});
