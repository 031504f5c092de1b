// Checks of the packed packages, as the registry would receive them (packed/*.tgz, from pack.mjs): every `exports`
// target is in the tarball, nothing but the build and the manifest ships, publint and are-the-types-wrong find no
// problem, and the widgets' peers let React 18 and 19 apps install them without Preact.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGES, ROOT } from './pack.mjs';
import { CONSUMER_APPS } from './apps.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/** Every file an `exports` map points at for a consumer (the monorepo's '@bookla/source' condition left out). */
export function exportTargets(map) {
  if (typeof map === 'string') return [map];
  if (!map || typeof map !== 'object') return [];
  return Object.entries(map).flatMap(([key, value]) => (key === '@bookla/source' ? [] : exportTargets(value)));
}

/** The targets of `pkg.exports` that the tarball's file list (`package/…` paths) lacks. */
export function missingTargets(pkg, entries) {
  const files = new Set(entries.map((entry) => entry.replace(/^package\//, '')));
  return [...new Set(exportTargets(pkg.exports))].filter((target) => !files.has(target.replace(/^\.\//, '')));
}

const tarballs = Object.entries(PACKAGES).map(([folder, tarball]) => {
  const manifest = JSON.parse(readFileSync(join(ROOT, folder, 'package.json'), 'utf8'));
  const entries = () => {
    assert.ok(existsSync(tarball), `${tarball} is missing: pack the packages first (node tests/consumers/run.mjs prepare)`);
    return execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean);
  };
  return { folder, tarball, manifest, entries };
});

for (const { manifest, tarball, entries } of tarballs) {
  test(`${manifest.name}: every exports target is in the packed tarball`, () => {
    assert.deepEqual(missingTargets(manifest, entries()), []);
  });

  test(`${manifest.name}: the tarball holds the build and the manifest only (no sources, no tests)`, () => {
    const stray = entries().filter((e) => !/^package\/(dist\/.+\.(js|d\.ts)|package\.json|README\.md|LICENSE)$/.test(e) || /\.test\./.test(e));
    assert.deepEqual(stray, []);
  });

  test(`${manifest.name}: publint --strict finds nothing`, () => {
    const out = execFileSync(bin('publint'), ['run', tarball, '--strict'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    assert.match(out, /All good!/);
  });

  // ESM only, as the packages are: a CommonJS `require` and TypeScript's node10 resolution (no `exports`) are out.
  test(`${manifest.name}: are-the-types-wrong finds no problem for ESM, node16 and bundlers`, () => {
    const out = execFileSync(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    // Problems by kind; the JSON lists those of the ignored resolutions too.
    const problems = Object.values(JSON.parse(out).problems ?? {}).flat();
    assert.deepEqual(problems.filter((p) => !['node10', 'node16-cjs'].includes(p.resolutionKind)), []);
  });
}

test('a target missing from a tarball is named', () => {
  const pkg = { exports: { '.': { '@bookla/source': './src/index.ts', types: './dist/index.d.ts', import: './dist/index.js' }, './package.json': './package.json' } };
  assert.deepEqual(missingTargets(pkg, ['package/package.json', 'package/dist/index.js']), ['./dist/index.d.ts']);
  assert.deepEqual(missingTargets(pkg, ['package/package.json', 'package/dist/index.js', 'package/dist/index.d.ts']), []);
});

test('@bookla/widgets takes React 18 or 19 from the app, and brings no Preact into it', () => {
  const widgets = tarballs.find((t) => t.folder === 'widgets').manifest;
  for (const peer of ['react', 'react-dom']) assert.equal(widgets.peerDependencies[peer], '^18.2.0 || ^19.0.0');
  for (const { manifest } of tarballs) assert.ok(!Object.keys(manifest.dependencies ?? {}).some((name) => name.includes('preact')), manifest.name);
  for (const app of CONSUMER_APPS) {
    const lock = JSON.parse(readFileSync(join(here, app.folder, 'package-lock.json'), 'utf8'));
    assert.deepEqual(Object.keys(lock.packages).filter((path) => /(^|\/)node_modules\/(@preact\/[^/]+|preact)$/.test(path)), [], app.folder);
  }
});
