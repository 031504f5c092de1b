import { describe, expect, it } from 'vitest';
import { publishedConfig } from './published-config';

const api = { demo: { apiKey: 'demo-key', companyId: 'demo-co', serviceId: 'demo-svc' }, demoApiUrl: 'http://sandbox.test/api', liveApiUrl: 'https://us.bookla.test/api' };

describe('publishedConfig: where a published widget asks for its data', () => {
  it('the demo credentials name the demo API, which a production page could not guess', () => {
    expect(publishedConfig('booking', { apiKey: 'demo-key', companyId: 'demo-co', serviceId: 'demo-svc' }, api)).toEqual({ apiKey: 'demo-key', companyId: 'demo-co', serviceId: 'demo-svc', apiUrl: 'http://sandbox.test/api' });
  });

  it('the owner\u2019s own credentials, or only one of them the demo\u2019s, name the live API when the host has one', () => {
    expect(publishedConfig('giftcard', { apiKey: 'k', companyId: 'c' }, api)).toEqual({ apiKey: 'k', companyId: 'c', apiUrl: 'https://us.bookla.test/api' });
    expect(publishedConfig('giftcard', { apiKey: 'demo-key', companyId: 'c' }, api).apiUrl).toBe('https://us.bookla.test/api');
    expect(publishedConfig('giftcard', { apiKey: 'k', companyId: 'demo-co' }, api).apiUrl).toBe('https://us.bookla.test/api');
    // Without one, the widget's region decides: nothing is added.
    const config = { apiKey: 'k', companyId: 'c', region: 'eu' as const };
    expect(publishedConfig('subscription', config, { ...api, liveApiUrl: undefined })).toBe(config);
  });

  it('an apiUrl the owner set is kept as it is; an empty one counts as none', () => {
    const own = { apiKey: 'demo-key', companyId: 'demo-co', apiUrl: 'https://staging.example.test/api' };
    expect(publishedConfig('booking', own, api)).toBe(own);
    expect(publishedConfig('booking', { apiKey: 'demo-key', companyId: 'demo-co', apiUrl: '' }, api).apiUrl).toBe('http://sandbox.test/api');
  });
});
