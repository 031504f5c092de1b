import { describe, expect, it } from 'vitest';
import { publishedConfig } from './published-config';
import { CREDENTIAL_CASES, DEMO } from './test-support/credential-cases';

const api = { demo: DEMO, demoApiUrl: 'http://sandbox.test/api', liveApiUrl: 'https://us.bookla.test/api' };

describe('publishedConfig: where a published widget asks for its data, by the credentials’ state', () => {
  // The demo company is only on the demo API (no credentials stand for the demo's); the owner's credentials,
  // all or some of them, go to the live API.
  const BASE = { none: api.demoApiUrl, demo: api.demoApiUrl, partial: api.liveApiUrl, own: api.liveApiUrl } as const;

  it.each(CREDENTIAL_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    expect(publishedConfig(c.type, c.config as never, api)).toEqual({ ...c.config, apiUrl: BASE[c.state] });
    // Without a live base the owner's credentials are left to the widget's region: nothing is added.
    const regional = publishedConfig(c.type, c.config as never, { ...api, liveApiUrl: undefined });
    if (BASE[c.state] === api.liveApiUrl) expect(regional).toBe(c.config);
    else expect(regional).toEqual({ ...c.config, apiUrl: api.demoApiUrl });
  });

  it('an apiUrl the owner set is kept as it is; an empty one counts as none', () => {
    const own = { ...DEMO, apiUrl: 'https://staging.example.test/api' };
    expect(publishedConfig('booking', own, api)).toBe(own);
    expect(publishedConfig('booking', { ...DEMO, apiUrl: '' }, api).apiUrl).toBe('http://sandbox.test/api');
  });

  it('leaves the configuration it is given as it was', () => {
    const config = { ...DEMO };
    publishedConfig('booking', config, api);
    expect(config).toEqual(DEMO);
  });
});
