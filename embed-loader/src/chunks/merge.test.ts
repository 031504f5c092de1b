import { describe, expect, it } from 'vitest';
import { mergeConfig } from './merge';

describe('mergeConfig', () => {
  it('merges plain objects deeply and replaces everything else', () => {
    const base = { a: 1, nested: { x: 1, y: { z: 1 } }, list: [1, 2], gone: 'kept' };
    const out = mergeConfig(base, { a: 2, nested: { y: { w: 2 } }, list: [3] });
    expect(out).toEqual({ a: 2, nested: { x: 1, y: { z: 1, w: 2 } }, list: [3], gone: 'kept' });
    expect(base.nested.y).toEqual({ z: 1 });
  });

  it('replaces a non-object with an object and back', () => {
    expect(mergeConfig({ a: null as unknown }, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
    expect(mergeConfig({ a: { b: 1 } as unknown }, { a: 'x' })).toEqual({ a: 'x' });
  });

  it('ignores prototype keys from untrusted config', () => {
    const evil = JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"p":1}}}');
    const out = mergeConfig({}, evil);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.keys(out)).toEqual([]);
  });
});
