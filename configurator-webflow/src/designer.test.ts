import { describe, expect, it, vi } from 'vitest';
import { createFakeDesigner, DesignerWorld } from '@bookla/webflow-fake/designer';
import { designerErrorTag, designerScheme, findDesigner, schemeOf, watchDesignerScheme, type DesignerApi } from './designer';

const world = () => new DesignerWorld({ siteId: 'site-1', pageId: 'page-1', user: { id: 'u1', firstName: 'Ann', email: 'ann@example.com' } });

describe("the panel's colour scheme follows the Designer's appearance", () => {
  it.each([
    ['darkDefault', 'dark'],
    ['darkDarker', 'dark'],
    ['darkBrighter', 'dark'],
    ['light', 'light'],
    ['sepia', 'light'], // a setting this version does not know: the light panel the extension always had
    [undefined, 'light'],
    [42, 'light'],
  ])('%j → %s', (appearance, scheme) => {
    expect(schemeOf(appearance)).toBe(scheme);
  });

  it('reads the current appearance before the first render: dark by default, as the Designer ships', async () => {
    const w = world();
    expect(await designerScheme(createFakeDesigner(w))).toBe('dark');
    w.setTheme('light');
    expect(await designerScheme(createFakeDesigner(w))).toBe('light');
  });

  it('falls back to light when the Designer has no such call, fails, or does not answer in time', async () => {
    expect(await designerScheme({} as Pick<DesignerApi, 'getTheme'>)).toBe('light');
    expect(await designerScheme({ getTheme: () => Promise.reject(new Error('no')) })).toBe('light');
    vi.useFakeTimers();
    try {
      const pending = designerScheme({ getTheme: () => new Promise(() => {}) }, 1500);
      await vi.advanceTimersByTimeAsync(1500);
      expect(await pending).toBe('light');
    } finally {
      vi.useRealTimers();
    }
  });

  it("hears each switch until unsubscribed; a Designer without events is left alone", () => {
    const w = world();
    const seen: string[] = [];
    const stop = watchDesignerScheme(createFakeDesigner(w), (s) => seen.push(s));
    w.setTheme('light');
    w.setTheme('darkDarker');
    stop();
    w.setTheme('light');
    expect(seen).toEqual(['light', 'dark']);
    expect(w.themeListeners.size).toBe(0);

    expect(() => watchDesignerScheme({} as Pick<DesignerApi, 'subscribe'>, () => {})()).not.toThrow();
    const throwing = { subscribe: () => { throw new Error('unknown event'); } } as unknown as Pick<DesignerApi, 'subscribe'>;
    expect(() => watchDesignerScheme(throwing, () => {})()).not.toThrow();
    // A Designer whose subscribe hands back no function: the stop still works.
    const noStop = { subscribe: () => undefined } as unknown as Pick<DesignerApi, 'subscribe'>;
    expect(() => watchDesignerScheme(noStop, () => {})()).not.toThrow();
  });
});

describe('the Designer itself', () => {
  it('is the injected webflow global when it has the calls the extension needs, else none (a plain browser tab)', () => {
    const api = { getIdToken() {}, getSelectedElement() {} };
    expect(findDesigner({ webflow: api })).toBe(api);
    expect(findDesigner({})).toBeUndefined();
    expect(findDesigner({ webflow: { getIdToken() {} } })).toBeUndefined();
    expect(findDesigner({ webflow: { getSelectedElement() {} } })).toBeUndefined();
    expect(findDesigner({ webflow: { getIdToken: 'x', getSelectedElement() {} } })).toBeUndefined();
  });

  it("names an error by Webflow's tag on its cause, when there is one", () => {
    expect(designerErrorTag(Object.assign(new Error('x'), { cause: { tag: 'Forbidden' } }))).toBe('Forbidden');
    for (const e of [null, new Error('x'), { cause: null }, { cause: { tag: 5 } }]) expect(designerErrorTag(e)).toBeUndefined();
  });
});
