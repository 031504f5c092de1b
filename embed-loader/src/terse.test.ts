// @vitest-environment node
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { terse } from '@bookla/build-tools/terse';

// What esbuild emits for a shared chunk: a helper used under a short local name, exported under another.
const CHUNK = 'import{a as helper}from"./chunk-AAAAAAAA.js";function formatPrice(value){return helper(value)+" EUR"}' +
  'var unused=1;export{formatPrice as b,formatPrice as longExportName};';

describe('terse (the second minify pass)', () => {
  it('keeps the import specifier and the import and export names chunks link by', async () => {
    const out = await terse(CHUNK, { module: true });
    expect(out).toContain('from"./chunk-AAAAAAAA.js"');
    expect(out).toMatch(/import\{a as \w+\}/);
    expect(out).toMatch(/export\{\w+ as b,\w+ as longExportName\}/);
    expect(out).not.toContain('formatPrice');
    expect(out).not.toContain('unused');
    expect(out.length).toBeLessThan(CHUNK.length);
  });

  it('is deterministic: the same input gives the same bytes (names stay valid hashes)', async () => {
    expect(await terse(CHUNK, { module: true })).toBe(await terse(CHUNK, { module: true }));
  });

  it('leaves a classic script a classic script that defines no page globals', async () => {
    const script = '(()=>{var counter=0;window.BooklaTest=()=>++counter})();';
    // A module pass first: terser once wrote module-only options into the shared options it was given.
    await terse(CHUNK, { module: true });
    const out = await terse(script, { module: false });
    expect(() => new Function(out)).not.toThrow();
    // A fresh global object: a top-level `var` terser hoisted out of the IIFE would show up on it.
    const win = createContext({});
    runInContext(`var window = globalThis;${out}`, win);
    expect(Object.keys(win).filter((k) => k != 'window')).toEqual(['BooklaTest']);
    expect((win.BooklaTest as () => number)()).toBe(1);
    expect(out).not.toMatch(/\bimport\s*\{|\bexport\s*\{/);
  });

  it('drops comments, esbuild\'s hash banner among them', async () => {
    expect(await terse('/* terser 5 {} */\nexport const a = 1;', { module: true })).toBe('export const a=1;');
  });
});
