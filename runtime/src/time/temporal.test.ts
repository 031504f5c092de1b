import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads a fresh copy of the module (and of the mocked polyfill) with Temporal removed from the
// global, as in a browser without native Temporal.
const original = (globalThis as { Temporal?: unknown }).Temporal;

function removeTemporal() {
  delete (globalThis as { Temporal?: unknown }).Temporal;
}

async function freshModule() {
  vi.resetModules();
  return import('./temporal');
}

describe('ensureTemporal', () => {
  beforeEach(() => {
    expect(original).toBeDefined(); // installed by the setup file
  });
  afterEach(() => {
    vi.doUnmock('temporal-polyfill');
    Object.defineProperty(globalThis, 'Temporal', { value: original, writable: true, configurable: true });
  });

  it('does not load the polyfill when Temporal is already present', async () => {
    const factory = vi.fn(() => ({ Temporal: {} }));
    vi.doMock('temporal-polyfill', factory);
    const { ensureTemporal } = await freshModule();
    await ensureTemporal();
    expect(factory).not.toHaveBeenCalled();
    expect((globalThis as { Temporal?: unknown }).Temporal).toBe(original);
  });

  it('installs the polyfill on globalThis when Temporal is missing, calls meanwhile sharing its one load', async () => {
    removeTemporal();
    const fake = { marker: 'polyfill' };
    const factory = vi.fn(() => ({ Temporal: fake }));
    vi.doMock('temporal-polyfill', factory);
    const { ensureTemporal, getTemporal } = await freshModule();
    expect(() => getTemporal()).toThrow('await ensureTemporal()');
    await Promise.all([ensureTemporal(), ensureTemporal()]);
    expect(factory).toHaveBeenCalledTimes(1);
    expect((globalThis as { Temporal?: unknown }).Temporal).toBe(fake);
    expect(getTemporal()).toBe(fake);
  });

  it('forgets a failed load so a later call can retry, and the failure keeps its cause', async () => {
    removeTemporal();
    let fail = true;
    const fake = { marker: 'second try' };
    vi.doMock('temporal-polyfill', () => {
      if (fail) throw new Error('network down');
      return { Temporal: fake };
    });
    const { ensureTemporal } = await freshModule();
    const error = await ensureTemporal().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('Could not load the Temporal polyfill');
    expect((error as Error).cause).toBeInstanceOf(Error);
    expect((globalThis as { Temporal?: unknown }).Temporal).toBeUndefined();

    fail = false;
    vi.resetModules(); // drop the failed module record, as a build's retry under a new URL does
    await expect(ensureTemporal()).resolves.toBeUndefined();
    expect((globalThis as { Temporal?: unknown }).Temporal).toBe(fake);
  });

  it('keeps a Temporal installed by someone else while the polyfill was loading', async () => {
    removeTemporal();
    const theirs = { marker: 'host page' };
    vi.doMock('temporal-polyfill', () => {
      Object.defineProperty(globalThis, 'Temporal', { value: theirs, writable: true, configurable: true });
      return { Temporal: { marker: 'ours' } };
    });
    const { ensureTemporal } = await freshModule();
    await ensureTemporal();
    expect((globalThis as { Temporal?: unknown }).Temporal).toBe(theirs);
  });
});
