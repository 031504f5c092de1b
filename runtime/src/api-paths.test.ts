import { describe, expect, it } from 'vitest';
import { apiBase, isPathId, pluginListPath, servicePath, servicesPath } from './api-paths';

describe('api-paths', () => {
  it('takes apiUrl without trailing slashes, else the region; nothing for another region', () => {
    expect(apiBase('http://127.0.0.1:4010/api//')).toBe('http://127.0.0.1:4010/api');
    expect(apiBase(undefined, 'eu')).toBe('https://eu.bookla.com/api');
    expect(apiBase('')).toBe('https://us.bookla.com/api');
    expect(apiBase(undefined, 'mars')).toBeUndefined();
  });

  it('encodes ids, and refuses dot segments and empty ids', () => {
    expect(servicePath('a/b', 'c d?')).toBe('/v1/client/companies/a%2Fb/services/c%20d%3F');
    expect(servicesPath('a/b')).toBe('/v1/client/companies/a%2Fb/services');
    expect(pluginListPath('x', 'subscription')).toBe('/v1/companies/x/plugins/subscription/client/subscriptions');
    expect(pluginListPath('x', 'giftcard')).toBe('/v1/companies/x/plugins/giftcards/client/giftcards');
    expect(['', '.', '..', 1, null].map(isPathId)).toEqual([false, false, false, false, false]);
    expect(['...', '.a', 'a.', 'svc-1'].map(isPathId)).toEqual([true, true, true, true]);
  });
});
