import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOST_SETTINGS_BLOCK, PRODUCT_LINKS, SHARED_SETTING_DEFAULTS, readHostSettings, type BuiltSetting } from './host-settings';

const DEMO = { apiKey: 'demo-key', companyId: 'demo-co', serviceId: 'demo-svc' };

/** A page with the settings block holding `text` (none: no block). */
const page = (text?: string) => {
  const doc = document.implementation.createHTMLDocument('host');
  if (text !== undefined) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = HOST_SETTINGS_BLOCK;
    block.textContent = text;
    doc.head.append(block);
  }
  return doc;
};
const unset: BuiltSetting = () => {
  // What reading a name the build did not define does.
  throw new ReferenceError('__BOOKLA_X__ is not defined');
};

// A host with one required setting of its own and one optional one, as the two hosts have.
const OWN = { serviceUrl: 'http://localhost:4015', liveApiUrl: undefined };
function read(options: { text?: string; built?: Record<string, BuiltSetting> } = {}) {
  const warn = vi.fn();
  const settings = readHostSettings({ own: OWN, built: options.built ?? { cdnBase: unset, serviceUrl: unset }, demo: DEMO, doc: page(options.text), warn });
  return { settings, warnings: warn.mock.calls.map(([m]) => m as string) };
}

afterEach(() => vi.restoreAllMocks());

describe('readHostSettings: the page’s block, else the build’s values, else the embedded defaults', () => {
  it('without a block or build values: the embedded defaults, an optional setting absent, nothing said', () => {
    const { settings, warnings } = read();
    expect(settings).toEqual({ ...SHARED_SETTING_DEFAULTS, serviceUrl: 'http://localhost:4015', links: PRODUCT_LINKS, demo: DEMO });
    expect('liveApiUrl' in settings).toBe(false);
    expect(warnings).toEqual([]);
    // No DOM at all, and an empty block, are no block either.
    expect(readHostSettings({ own: OWN, built: {}, demo: DEMO, doc: undefined, warn: () => expect.unreachable() }).cdnBase).toBe(SHARED_SETTING_DEFAULTS.cdnBase);
    expect(read({ text: '' })).toEqual({ settings, warnings: [] });
  });

  it('the build’s values over the defaults, the block’s over both, setting by setting', () => {
    const built = { cdnBase: () => 'https://cdn.bookla.test/widgets', demoApiUrl: () => 'https://demo.bookla.test/api', serviceUrl: () => 'https://webflow.bookla.test', liveApiUrl: () => undefined };
    expect(read({ built }).settings).toMatchObject({ cdnBase: 'https://cdn.bookla.test/widgets', demoApiUrl: 'https://demo.bookla.test/api', serviceUrl: 'https://webflow.bookla.test' });
    expect('liveApiUrl' in read({ built }).settings).toBe(false);
    const { settings, warnings } = read({ built, text: JSON.stringify({ serviceUrl: 'http://127.0.0.1:5015', liveApiUrl: 'http://127.0.0.1:4010/api' }) });
    expect(settings).toMatchObject({ cdnBase: 'https://cdn.bookla.test/widgets', serviceUrl: 'http://127.0.0.1:5015', liveApiUrl: 'http://127.0.0.1:4010/api' });
    expect(warnings).toEqual([]);
  });

  it.each([
    ['https://cdn.example.test/widgets/', 'https://cdn.example.test/widgets'],
    ['HTTPS://cdn.example.test/widgets//', 'HTTPS://cdn.example.test/widgets'],
    ['http://127.0.0.1:4011/', 'http://127.0.0.1:4011'],
    ['http://127.0.0.1:4011', 'http://127.0.0.1:4011'],
  ])('drops trailing slashes (a base that paths are joined to): %s', (given, kept) => {
    expect(read({ text: JSON.stringify({ cdnBase: given }) }).settings.cdnBase).toBe(kept);
    expect(read({ built: { cdnBase: () => given } }).settings.cdnBase).toBe(kept);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,x'],
    ['an ftp URL', 'ftp://files.test'],
    ['a protocol-relative URL', '//cdn.example.test'],
    ['a relative path', '/cdn'],
    ['a relative path that mentions a URL', '/proxy?to=https://evil.test'],
    ['a URL with blanks', 'https://cdn.example.test/a b'],
    ['an empty text', ''],
    ['a number', 42],
    ['null', null],
    ['a list', ['http://a.test']],
    ['an object', { toString: 'http://a.test' }],
  ])('%s in the block: said on the console, the build’s value or the default kept', (_, bad) => {
    const text = JSON.stringify({ cdnBase: bad, serviceUrl: bad, liveApiUrl: bad });
    const { settings, warnings } = read({ text, built: { cdnBase: () => 'https://cdn.bookla.test', serviceUrl: unset } });
    expect(settings).toMatchObject({ cdnBase: 'https://cdn.bookla.test', serviceUrl: 'http://localhost:4015' });
    expect('liveApiUrl' in settings).toBe(false);
    const value = JSON.stringify(bad);
    expect(warnings).toEqual([
      `Bookla: the bookla-env block's cdnBase ${value} is not an absolute http(s) URL; using https://cdn.bookla.test`,
      `Bookla: the bookla-env block's serviceUrl ${value} is not an absolute http(s) URL; using http://localhost:4015`,
      `Bookla: the bookla-env block's liveApiUrl ${value} is not an absolute http(s) URL; using none`,
    ]);
  });

  it('a bad value baked in by the build is said too, and the embedded default used', () => {
    const { settings, warnings } = read({ built: { cdnBase: () => 'cdn.bookla.test/widgets', liveApiUrl: () => 'javascript:alert(1)' } });
    expect(settings.cdnBase).toBe(SHARED_SETTING_DEFAULTS.cdnBase);
    expect(settings.liveApiUrl).toBeUndefined();
    expect(warnings).toEqual([
      `Bookla: the build's cdnBase "cdn.bookla.test/widgets" is not an absolute http(s) URL; using ${SHARED_SETTING_DEFAULTS.cdnBase}`,
      `Bookla: the build's liveApiUrl "javascript:alert(1)" is not an absolute http(s) URL; using none`,
    ]);
  });

  it('a long bad value is shortened in the warning', () => {
    const { warnings } = read({ text: JSON.stringify({ cdnBase: `javascript:${'x'.repeat(500)}` }) });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.length).toBeLessThan(200);
    expect(warnings[0]).toMatch(/^Bookla: the bookla-env block's cdnBase "javascript:x+\.\.\. is not an absolute http\(s\) URL; using https:\/\/cdn\.bookla\.com\/widgets$/);
  });

  it.each([
    ['not JSON', '{cdnBase: https://evil.test}', 'Bookla: the bookla-env block is not JSON; using the built-in settings'],
    ['a list', '["https://cdn.example.test"]', 'Bookla: the bookla-env block is not a JSON object; using the built-in settings'],
    ['a string', '"https://cdn.example.test"', 'Bookla: the bookla-env block is not a JSON object; using the built-in settings'],
    ['null', 'null', 'Bookla: the bookla-env block is not a JSON object; using the built-in settings'],
  ])('a block that is %s: the built-in settings and one warning, no throw', (_, text, warning) => {
    const { settings, warnings } = read({ text });
    expect(settings).toEqual(read().settings);
    expect(warnings).toEqual([warning]);
  });

  it('a setting this host does not have is said and ignored, the others still taken', () => {
    const { settings, warnings } = read({ text: JSON.stringify({ cdnBase: 'http://127.0.0.1:4011', other: 'http://x.test' }) });
    expect(settings.cdnBase).toBe('http://127.0.0.1:4011');
    expect(settings).not.toHaveProperty('other');
    expect(warnings).toEqual(['Bookla: the bookla-env block sets "other", which is no setting of this app (cdnBase, demoApiUrl, serviceUrl, liveApiUrl); ignored']);
  });

  it('says its problems on the console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    readHostSettings({ own: {}, built: {}, demo: DEMO, doc: page('{') });
    expect(warn).toHaveBeenCalledWith('Bookla: the bookla-env block is not JSON; using the built-in settings');
  });
});
