import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnv } from './env';

const page = (json: string | null) => {
  const doc = document.implementation.createHTMLDocument('extension');
  if (json !== null) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = 'bookla-env';
    block.textContent = json;
    doc.body.append(block);
  }
  return doc;
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('readEnv: the built-in settings, overridden by the page\u2019s bookla-env block', () => {
  it('without a block, the built-in ones', () => {
    const env = readEnv(page(null));
    expect(env).toMatchObject({ serviceUrl: 'http://localhost:4015', cdnBase: 'https://cdn.bookla.com/widgets', demoApiUrl: 'http://127.0.0.1:4010/api' });
    expect(readEnv(undefined).serviceUrl).toBe('http://localhost:4015');
    expect(readEnv(page('')).serviceUrl).toBe('http://localhost:4015');
  });

  it('takes absolute http(s) URLs from the block, without trailing slashes', () => {
    const env = readEnv(page(JSON.stringify({ serviceUrl: 'http://127.0.0.1:5015/', cdnBase: 'HTTPS://cdn.example.test/widgets//', demoApiUrl: 'http://127.0.0.1:5010/api' })));
    expect(env).toMatchObject({ serviceUrl: 'http://127.0.0.1:5015', cdnBase: 'HTTPS://cdn.example.test/widgets', demoApiUrl: 'http://127.0.0.1:5010/api' });
  });

  it('ignores anything else in it, value by value: the service URL decides whom the extension trusts', () => {
    const given = { serviceUrl: 'javascript:alert(1)', cdnBase: '//cdn.example.test', demoApiUrl: '/api', other: 'http://x.test' };
    const env = readEnv(page(JSON.stringify(given)));
    expect(env).toMatchObject({ serviceUrl: 'http://localhost:4015', cdnBase: 'https://cdn.bookla.com/widgets', demoApiUrl: 'http://127.0.0.1:4010/api' });
    expect(env).not.toHaveProperty('other');
    for (const bad of ['ftp://files.test', 'data:text/html,x', 42, null, ['http://a.test']]) expect(readEnv(page(JSON.stringify({ serviceUrl: bad }))).serviceUrl, JSON.stringify(bad)).toBe('http://localhost:4015');
  });

  it('the build\u2019s own settings where it sets them, the block still over them', () => {
    vi.stubGlobal('__BOOKLA_SERVICE_URL__', 'https://webflow.bookla.test');
    vi.stubGlobal('__BOOKLA_CDN_BASE__', 'https://cdn.bookla.test/widgets');
    vi.stubGlobal('__BOOKLA_DEMO_API_URL__', 'https://demo.bookla.test/api');
    expect(readEnv(page(null))).toMatchObject({ serviceUrl: 'https://webflow.bookla.test', cdnBase: 'https://cdn.bookla.test/widgets', demoApiUrl: 'https://demo.bookla.test/api' });
    expect(readEnv(page(JSON.stringify({ serviceUrl: 'http://127.0.0.1:5015' }))).serviceUrl).toBe('http://127.0.0.1:5015');
  });

  it('a relative path that mentions a URL is no URL', () => {
    expect(readEnv(page(JSON.stringify({ serviceUrl: '/proxy?to=https://evil.test' }))).serviceUrl).toBe('http://localhost:4015');
  });

  it('a page without a block warns of nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    readEnv(page(null));
    readEnv(page(''));
    expect(warn).not.toHaveBeenCalled();
  });

  it('a block that is not JSON: the built-in settings and a console warning, no throw', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readEnv(page('{serviceUrl: http://evil.test}')).serviceUrl).toBe('http://localhost:4015');
    expect(warn).toHaveBeenCalledWith('Bookla: the bookla-env block is not JSON; using the built-in settings');
  });
});
