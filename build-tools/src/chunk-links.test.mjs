// The chunk links on small modules written as esbuild and terser write them, run by Node's own ES module loader
// (which, like a browser, keys modules by URL: `x.js?r=1` is a module of its own).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Parser } from 'acorn';
import { inlineSharedChunk, linkThroughRegistry, moduleBindings, probeImports, retryImports, unusedNames } from './chunk-links.mjs';

const bindings = (/** @type {string} */ code) => moduleBindings(Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));

/** Writes `files` into a fresh folder and returns its file URL (with a trailing slash) and a cleanup. */
function folder(/** @type {Record<string, string>} */ files) {
  const dir = mkdtempSync(join(tmpdir(), 'chunk-links-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  return { dir, url: pathToFileURL(`${dir}/`).href, done: () => rmSync(dir, { recursive: true, force: true }) };
}

test('moduleBindings counts what the module does with its own top-level names, not with locals of the same name', () => {
  const { bindings: b, topLevelAwait } = bindings(
    'var a=1,b;let c=2;const d=3;function e(){b=4;c++}class F{}' +
      // each of these writes a local that shadows a top-level name
      'function g(a,{d}={}){a=5;d=6;let c;c=7;try{}catch(e){e=8}for(let b of[])b=9;{let e;e=1}return()=>{var c;c=2}}' +
      'if(a){var a=3}d+a;',
  );
  assert.deepEqual(
    Object.fromEntries([...b].map(([name, { reads, writes, inits, kind }]) => [name, [kind, inits, writes, reads]])),
    {
      a: ['var', 2, 0, 2], // declared with a value twice (the second in a block: still the module's)
      b: ['var', 0, 1, 0],
      c: ['let', 1, 1, 1],
      d: ['const', 1, 0, 1],
      e: ['function', 0, 0, 0],
      F: ['class', 0, 0, 0],
      g: ['function', 0, 0, 0],
    },
  );
  assert.equal(topLevelAwait, false);
});

test('moduleBindings sees writes through destructuring, compound assignment and for-in, and a top-level await', () => {
  const { bindings: b, topLevelAwait } = bindings('let a,b,c,d;[a,{x:b}]=[1,{x:2}];c??=3;for(d in{})1;await 0;async function f(){await 1}');
  for (const name of ['a', 'b', 'c', 'd']) assert.equal(b.get(name)?.writes, 1, name);
  assert.equal(topLevelAwait, true);
  assert.equal(bindings('async function f(){await 1}for(const x of[]);').topLevelAwait, false);
});

test('unusedNames picks names that appear nowhere in the code, shortest first', () => {
  const code = `let ${'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_$'.split('').join('=1,')}=1;x.aa=ab`;
  assert.deepEqual(unusedNames(code, 2), ['ac', 'ad']);
  assert.deepEqual(unusedNames('let e', 2), ['a', 'b']);
});

// An entry and a lazy chunk as esbuild writes them: the lazy chunk imports the entry's bindings by URL and
// re-exports its mount under the chunking aid's name.
const ENTRY = 'var e=0;function t(){return"shared"}const r=2;let n;n=()=>import("./lazy.js");globalThis.entryRuns=(globalThis.entryRuns??0)+1;export{t as a,r as b,t as c,n as mount};\n';
const LAZY = 'import{a as o,b as s,c as u}from"./entry.js";const l=o()+s;export{l as value,u as __marker};\n';

test('linkThroughRegistry: the lazy chunk takes the entry\'s bindings from the registry, loads under any URL, and runs no second entry', async () => {
  const linked = linkThroughRegistry({ entry: { file: 'entry.js', code: ENTRY }, lazy: [{ file: 'lazy.js', code: LAZY }], key: 'bookla_TEST0001', drop: ['__marker'] });
  assert.equal(linked.entry, ENTRY.replace('export{t as a,r as b,t as c,n as mount};', 'globalThis.bookla_TEST0001=[t,r];export{n as mount};'));
  assert.equal(linked.lazy[0], 'const[o,s]=globalThis.bookla_TEST0001;const l=o()+s;export{l as value};\n');
  const { url, done } = folder({ 'entry.js': linked.entry, 'lazy.js': linked.lazy[0] });
  const g = /** @type {any} */ (globalThis);
  try {
    g.entryRuns = 0;
    const entry = await import(`${url}entry.js?r=1`);
    assert.equal((await entry.mount()).value, 'shared2');
    assert.equal((await import(`${url}lazy.js?r=1`)).value, 'shared2');
    assert.equal(g.entryRuns, 1);
  } finally {
    delete g.entryRuns;
    delete g.bookla_TEST0001;
    done();
  }
});

test('linkThroughRegistry keeps a dropped re-export\'s import when the chunk uses the binding too, and an export no lazy chunk takes', () => {
  const linked = linkThroughRegistry({
    entry: { file: 'entry.js', code: 'function t(){}function m(){}export{t as a,m as b,m as mount,t as own};' },
    lazy: [{ file: 'lazy.js', code: 'import{a as o,b as s}from"./entry.js";s();export{o as x,s as __marker};' }],
    key: 'k',
    drop: ['__marker'],
  });
  assert.equal(linked.entry, 'function t(){}function m(){}globalThis.k=[t,m];export{m as mount,t as own};');
  assert.equal(linked.lazy[0], 'const[o,s]=globalThis.k;s();export{o as x};');
});

test('linkThroughRegistry refuses to share a binding that may change after the entry ran, naming it', () => {
  const lazy = [{ file: 'lazy.js', code: 'import{a as o}from"./entry.js";o;' }];
  for (const [entry, what] of [
    ['let n=0;function f(){n++}export{n as a,f as mount};', 'n (exported as a) is a let binding'],
    ['var n;n=1;export{n as a};', 'n (exported as a) is a var binding'],
    ['var n=1;if(1){var n=2}export{n as a};', 'n (exported as a) is a var binding'],
    ['function n(){}n=null;export{n as a};', 'n (exported as a) is a function binding'],
    ['import{x as n}from"./other.js";export{n as a};', 'n (exported as a) is a import binding'],
  ]) {
    assert.throws(() => linkThroughRegistry({ entry: { file: 'entry.js', code: entry }, lazy, key: 'k' }), new RegExp(`entry\\.js: ${what.replace(/[()]/g, '\\$&')}`), entry);
  }
  // A local of the same name written in a function is another binding: shared.
  const ok = linkThroughRegistry({ entry: { file: 'entry.js', code: 'const n=1;function f(n){n=2}export{n as a,f as mount};' }, lazy, key: 'k' });
  assert.equal(ok.entry, 'const n=1;function f(n){n=2}globalThis.k=[n];export{f as mount};');
});

test('linkThroughRegistry fails on every form it does not expect', () => {
  const entry = { file: 'entry.js', code: 'function t(){}export{t as a};' };
  const lazy = { file: 'lazy.js', code: 'import{a as o}from"./entry.js";o();' };
  const cases = [
    [{ entry: { file: 'entry.js', code: 'export function t(){}' }, lazy: [lazy] }, /entry\.js: expected one export list/],
    [{ entry: { file: 'entry.js', code: 'function t(){}export{t as a};t();' }, lazy: [lazy] }, /entry\.js: expected one export list/],
    [{ entry: { file: 'entry.js', code: 'function t(){}export{t as a};export default 1;' }, lazy: [lazy] }, /expected one export list/],
    [{ entry: { file: 'entry.js', code: 'function t(){}await 0;export{t as a};' }, lazy: [lazy] }, /awaits at its top level/],
    [{ entry, lazy: [{ file: 'lazy.js', code: 'import{a as o}from"./entry.js";import"./other.js";o();' }] }, /lazy\.js imports \.\/other\.js statically/],
    [{ entry, lazy: [{ file: 'lazy.js', code: 'o();import{a as o}from"./entry.js";' }] }, /lazy\.js: expected its first statement to be import\{…\}from"\.\/entry\.js"/],
    [{ entry, lazy: [{ file: 'lazy.js', code: 'import*as o from"./entry.js";o.a();' }] }, /expected its first statement/],
    [{ entry, lazy: [{ file: 'lazy.js', code: 'import{z as o}from"./entry.js";o();' }] }, /lazy\.js imports z, which entry\.js does not export/],
    [{ entry: { file: 'entry.js', code: 'export{' }, lazy: [lazy] }, /entry\.js: not a module acorn parses/],
  ];
  for (const [chunks, message] of cases) assert.throws(() => linkThroughRegistry({ key: 'k', ...chunks }), message);
  assert.throws(() => linkThroughRegistry({ entry, lazy: [lazy], key: 'not-a-name' }), /registry key not-a-name is not an identifier/);
});

test('inlineSharedChunk copies a chunk of declarations into its importers, each in a function of its own', async () => {
  const shared = { file: 'shared.js', code: 'var e=Object.keys,t=(e,t)=>e+t;function r(){return"r"}export{t as a,r as b,e as c};' };
  const [one, two] = inlineSharedChunk({
    shared,
    into: [
      { file: 'one.js', code: 'import{a as e,b as r}from"./shared.js";const t=1;export const v=e(r(),t);' },
      { file: 'two.js', code: 'import"./shared.js";export const w=2;' },
    ],
  });
  assert.equal(one, 'const[e,r]=(()=>{var e=Object.keys,t=(e,t)=>e+t;function r(){return"r"};return[t,r]})();const t=1;export const v=e(r(),t);');
  assert.equal(two, 'export const w=2;');
  const { url, done } = folder({ 'one.js': one, 'two.js': two });
  try {
    assert.equal((await import(`${url}one.js`)).v, 'r1');
  } finally {
    done();
  }
  assert.throws(() => inlineSharedChunk({ shared: { file: 's.js', code: 'sideEffect();export{};' }, into: [] }), /s\.js: expected declarations only/);
  assert.throws(() => inlineSharedChunk({ shared, into: [{ file: 'x.js', code: 'import*as s from"./shared.js";' }] }), /x\.js: expected import\{…\}from"\.\/shared\.js"/);
});

test('retryImports: after a failure the chunk is asked for under a URL not tried before, and the one that loaded is kept', async () => {
  const code = 'export const load=()=>import("./step.js");export const again=()=>import("./step.js");';
  const retried = retryImports(code, 'entry.js');
  assert.match(retried, /^export const load=\(\)=>a\("\.\/step\.js"\);export const again=\(\)=>a\("\.\/step\.js"\);function a\(t,r=a\[t\]\)/);
  assert.equal(retryImports('export const x=1;\n', 'none.js'), 'export const x=1;\n');
  const { dir, url, done } = folder({ 'entry.js': retried });
  try {
    const entry = await import(`${url}entry.js`);
    await assert.rejects(entry.load());
    await assert.rejects(entry.load());
    writeFileSync(join(dir, 'step.js'), 'export const url=import.meta.url;');
    const loaded = await entry.load();
    // Two failures: `step.js`, then `step.js?r=1`; the third try is `?r=2`, and so is every later one.
    assert.equal(new URL(loaded.url).search, '?r=2');
    assert.equal(await entry.again(), loaded);
  } finally {
    done();
  }
  for (const bad of ['import(x)', 'import("https://cdn/x.js")', 'import("x.js")', 'import("./x.js",{with:{}})']) {
    assert.throws(() => retryImports(bad, 'bad.js'), /bad\.js: expected import\("\.\/…"\) with a literal relative specifier/);
  }
});

test('probeImports: nothing is imported until the chunk and what it needs answered; then it loads, once', async () => {
  const code = 'export const load=()=>import("./step.js");';
  const probed = probeImports(code, 'entry.js', (specifier) => (specifier === './step.js' ? ['./shared.js'] : []));
  assert.match(probed, /^export const load=\(\)=>b\("\.\/step\.js",\["\.\/shared\.js"\]\);/);
  const { url, done } = folder({ 'entry.js': probed, 'step.js': 'globalThis.stepRuns=(globalThis.stepRuns??0)+1;export const ok=true;', 'shared.js': '' });
  const g = /** @type {any} */ (globalThis);
  const fetched = /** @type {string[]} */ ([]);
  const realFetch = globalThis.fetch;
  let status = 503;
  g.fetch = async (/** @type {URL} */ u) => {
    fetched.push(u.href.slice(url.length));
    return { ok: status === 200 || !u.href.endsWith('shared.js'), status: u.href.endsWith('shared.js') ? status : 200, url: u.href, arrayBuffer: async () => new ArrayBuffer(0) };
  };
  try {
    const entry = await import(`${url}entry.js`);
    await assert.rejects(entry.load(), /503 .*shared\.js/);
    assert.equal(g.stepRuns, undefined);
    status = 200;
    assert.equal((await entry.load()).ok, true);
    assert.equal((await entry.load()).ok, true);
    assert.deepEqual(fetched, ['step.js', 'shared.js', 'step.js', 'shared.js']);
    assert.equal(g.stepRuns, 1);
  } finally {
    g.fetch = realFetch;
    delete g.stepRuns;
    done();
  }
});
