import { describe, expect, it } from 'vitest';
import { uuidV4 } from './uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidV4', () => {
  it('returns distinct v4 UUIDs', () => {
    const a = uuidV4();
    expect(a).toMatch(V4);
    expect(uuidV4()).not.toBe(a);
  });

  it('builds one from getRandomValues where randomUUID is missing', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      for (let i = 0; i < 20; i++) expect(uuidV4()).toMatch(V4);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
