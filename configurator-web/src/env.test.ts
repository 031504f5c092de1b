import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnv } from './env';

const block = (json: string) => {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'bookla-env';
  el.textContent = json;
  document.head.appendChild(el);
};
afterEach(() => {
  document.getElementById('bookla-env')?.remove();
  vi.unstubAllGlobals();
});

describe('readEnv', () => {
  it('uses the built-in settings without a page block', () => {
    expect(readEnv()).toMatchObject({ cdnBase: 'https://cdn.bookla.com/widgets', demoApiUrl: 'http://127.0.0.1:4010/api' });
    // No live API base: owners' own credentials go to the region's API.
    expect(readEnv().liveApiUrl).toBeUndefined();
  });

  it('takes the serving page’s live API base (npm start: the sandbox), only as an http(s) URL', () => {
    block('{"liveApiUrl":"http://127.0.0.1:4010/api"}');
    expect(readEnv().liveApiUrl).toBe('http://127.0.0.1:4010/api');
    document.getElementById('bookla-env')!.textContent = '{"liveApiUrl":"javascript:alert(1)"}';
    expect(readEnv().liveApiUrl).toBeUndefined();
  });

  it('takes the serving page’s CDN and demo API', () => {
    block('{"cdnBase":"http://127.0.0.1:4011","demoApiUrl":"http://127.0.0.1:4010/api"}');
    expect(readEnv()).toMatchObject({ cdnBase: 'http://127.0.0.1:4011' });
  });

  it('takes a build-time live API base only as an http(s) URL, and the page block over it', () => {
    vi.stubGlobal('__BOOKLA_LIVE_API_URL__', 'https://api.bookla.test/api');
    expect(readEnv().liveApiUrl).toBe('https://api.bookla.test/api');
    block('{"liveApiUrl":"http://127.0.0.1:4010/api"}');
    expect(readEnv().liveApiUrl).toBe('http://127.0.0.1:4010/api');
    vi.stubGlobal('__BOOKLA_LIVE_API_URL__', 'javascript:alert(1)');
    document.getElementById('bookla-env')!.remove();
    expect(readEnv().liveApiUrl).toBeUndefined();
  });

  it('ignores a demo API that is not an http(s) URL', () => {
    block('{"demoApiUrl":"javascript:alert(1)"}');
    expect(readEnv().demoApiUrl).toBe('http://127.0.0.1:4010/api');
  });

  it.each([
    ['javascript: URLs', '{"cdnBase":"javascript:alert(1)"}'],
    ['relative paths', '{"cdnBase":"/cdn"}'],
    ['relative paths that mention a URL', '{"cdnBase":"/cdn?from=https://cdn.test"}'],
    ['non-strings', '{"cdnBase":{"toString":1}}'],
    ['broken JSON', '{"cdnBase":'],
  ])('ignores %s', (_, json) => {
    block(json);
    expect(readEnv().cdnBase).toBe('https://cdn.bookla.com/widgets');
  });
});
