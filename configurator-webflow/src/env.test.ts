import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_API_KEY, DEMO_COMPANY_ID, DEMO_SERVICE_ID } from '@bookla/sandbox/demo';
import { PRODUCT_LINKS, SHARED_SETTING_DEFAULTS } from '@bookla/configurator';
import { readEnv } from './env';

// The reading itself (sources, URL checks, trailing slashes, warnings) is the core's readHostSettings, tested there;
// here what the extension gives it: its build's three values, its host service, the sandbox's demo company.
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

describe('readEnv: the extension’s settings', () => {
  it('built in: the shared defaults, npm start’s host service, the sandbox’s demo credentials', () => {
    expect(readEnv(page(null))).toEqual({
      ...SHARED_SETTING_DEFAULTS,
      serviceUrl: 'http://localhost:4015',
      links: PRODUCT_LINKS,
      demo: { apiKey: DEMO_API_KEY, companyId: DEMO_COMPANY_ID, serviceId: DEMO_SERVICE_ID },
    });
    expect(readEnv(undefined).serviceUrl).toBe('http://localhost:4015');
  });

  it('the build’s service, CDN and demo API, the serving page’s block over them', () => {
    vi.stubGlobal('__BOOKLA_SERVICE_URL__', 'https://webflow.bookla.test/');
    vi.stubGlobal('__BOOKLA_CDN_BASE__', 'https://cdn.bookla.test/widgets');
    vi.stubGlobal('__BOOKLA_DEMO_API_URL__', 'https://demo.bookla.test/api');
    expect(readEnv(page(null))).toMatchObject({ serviceUrl: 'https://webflow.bookla.test', cdnBase: 'https://cdn.bookla.test/widgets', demoApiUrl: 'https://demo.bookla.test/api' });
    expect(readEnv(page(JSON.stringify({ serviceUrl: 'http://127.0.0.1:5015/' })))).toMatchObject({ serviceUrl: 'http://127.0.0.1:5015', cdnBase: 'https://cdn.bookla.test/widgets' });
  });

  it('a service URL that is not an http(s) URL is said and the built-in one kept: it decides whom the extension trusts', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readEnv(page(JSON.stringify({ serviceUrl: '/proxy?to=https://evil.test' }))).serviceUrl).toBe('http://localhost:4015');
    expect(warn).toHaveBeenCalledWith(`Bookla: the bookla-env block's serviceUrl "/proxy?to=https://evil.test" is not an absolute http(s) URL; using http://localhost:4015`);
  });

  it('a live API base is no setting of the extension: said and ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readEnv(page(JSON.stringify({ liveApiUrl: 'http://127.0.0.1:4010/api' })))).not.toHaveProperty('liveApiUrl');
    expect(warn).toHaveBeenCalledWith('Bookla: the bookla-env block sets "liveApiUrl", which is no setting of this app (cdnBase, demoApiUrl, serviceUrl); ignored');
  });
});
