// A fresh `npm ci` must print no EBADENGINE warning on the project's Node version: every package in the
// lockfile (optional platform binaries included) must accept the version in .nvmrc, and the root
// package.json's `engines` must say the same. A dependency upgrade that drops that Node fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { satisfies } from './node-engines.mjs';

const root = new URL('../../', import.meta.url);
const read = (/** @type {string} */ f) => readFileSync(new URL(f, root), 'utf8');
const nodeVersion = read('.nvmrc').trim();
const rootEngines = JSON.parse(read('package.json')).engines?.node;
const lock = JSON.parse(read('package-lock.json'));

test('satisfies reads the range forms packages use', () => {
  for (const [v, r, ok] of /** @type {[string, string, boolean][]} */ ([
    ['20.20.2', '>=22', false],
    ['22.0.0', '>=22', true],
    ['20.20.2', '>= 10.x', true],
    ['20.18.0', '^20.19.0 || >=22.12.0', false],
    ['20.19.0', '^20.19.0 || >=22.12.0', true],
    ['22.12.0', '^20.19.0 || ^22.13.0 || >=23.5.0', false],
    ['24.1.0', '^20.0.0 || ^22.0.0 || >=24.0.0', true],
    ['20.20.2', '^10 || ^12 || >=14', true],
    ['20.20.2', '>=18 <20', false],
    ['20.20.2', '*', true],
    ['20.20.2', 'x', true],
  ])) assert.equal(satisfies(v, r), ok, `${v} in ${r}`);
});

test('.nvmrc names an exact Node version that the root engines accept', () => {
  assert.match(nodeVersion, /^\d+\.\d+\.\d+$/);
  assert.ok(rootEngines, 'root package.json has engines.node');
  assert.ok(satisfies(nodeVersion, rootEngines), `${nodeVersion} in ${rootEngines}`);
});

test('every locked package accepts the project Node version', () => {
  const refusing = Object.entries(lock.packages)
    .filter(([, p]) => typeof p.engines?.node === 'string' && !satisfies(nodeVersion, p.engines.node))
    .map(([k, p]) => `${k}@${p.version} wants node ${p.engines.node}`);
  assert.deepEqual(refusing, []);
});

test('the Node running the tests is one the project supports', () => {
  assert.ok(satisfies(process.version, rootEngines), `${process.version} in ${rootEngines}`);
});
