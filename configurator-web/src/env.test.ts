import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_API_KEY, DEMO_COMPANY_ID, DEMO_SERVICE_ID } from '@bookla/sandbox/demo';
import { PRODUCT_LINKS, SHARED_SETTING_DEFAULTS } from '@bookla/configurator';
import { readEnv } from './env';

// The reading itself (sources, URL checks, trailing slashes, warnings) is the core's readHostSettings, tested there;
// here what the web app gives it: its build's three values, its optional live API, the sandbox's demo company.
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
  vi.restoreAllMocks();
});

describe('readEnv: the web app’s settings', () => {
  it('built in: the shared defaults, the sandbox’s demo credentials, no live API base (the region’s API)', () => {
    expect(readEnv()).toEqual({ ...SHARED_SETTING_DEFAULTS, links: PRODUCT_LINKS, demo: { apiKey: DEMO_API_KEY, companyId: DEMO_COMPANY_ID, serviceId: DEMO_SERVICE_ID } });
  });

  it('the build’s CDN, demo and live API bases, the serving page’s block over them', () => {
    vi.stubGlobal('__BOOKLA_CDN_BASE__', 'https://cdn.bookla.test/widgets/');
    vi.stubGlobal('__BOOKLA_DEMO_API_URL__', 'https://demo.bookla.test/api');
    vi.stubGlobal('__BOOKLA_LIVE_API_URL__', 'https://api.bookla.test/api');
    expect(readEnv()).toMatchObject({ cdnBase: 'https://cdn.bookla.test/widgets', demoApiUrl: 'https://demo.bookla.test/api', liveApiUrl: 'https://api.bookla.test/api' });
    block('{"cdnBase":"http://127.0.0.1:4011/","liveApiUrl":"http://127.0.0.1:4010/api"}');
    expect(readEnv()).toMatchObject({ cdnBase: 'http://127.0.0.1:4011', demoApiUrl: 'https://demo.bookla.test/api', liveApiUrl: 'http://127.0.0.1:4010/api' });
  });

  it('a live API base that is not an http(s) URL is said and left unset', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    block('{"liveApiUrl":"javascript:alert(1)"}');
    expect(readEnv().liveApiUrl).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(`Bookla: the bookla-env block's liveApiUrl "javascript:alert(1)" is not an absolute http(s) URL; using none`);
  });

  it('the build leaves the live API unset as undefined: not set, nothing said', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('__BOOKLA_LIVE_API_URL__', undefined);
    expect(readEnv().liveApiUrl).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});
