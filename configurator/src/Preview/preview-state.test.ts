import { describe, expect, it } from 'vitest';
import { defaultConfig } from '@bookla/runtime/config';
import { IDENTITY_KEYS } from '@bookla/widgets/mount';
import { previewApiUrl, previewMode } from './preview-state';

const demo = { apiKey: 'dk', companyId: 'dc', serviceId: 'ds' };
const base = { ...defaultConfig('booking'), ...demo };

// The preview mounts through the widgets' shared mount, which decides what remounts: it must be the
// configurator's list (service, company, key, region, guest, code, preselected date, service selector).
describe('which changes remount the preview widget', () => {
  it.each(['serviceId', 'companyId', 'apiKey', 'region', 'guestEnabled', 'codeEnabled', 'preselectedDate', 'showServiceSelector'])(
    '%s remounts',
    (key) => expect(IDENTITY_KEYS).toContain(key),
  );
  it.each(['theme', 'localization', 'termsEnabled', 'transitionType', 'customFormFields', 'servicesConfig'])('%s re-renders only', (key) =>
    expect(IDENTITY_KEYS).not.toContain(key),
  );
});

describe('preview mode', () => {
  it.each([
    [{}, 'demo'],
    [{ apiKey: 'mine' }, 'incomplete'],
    [{ apiKey: 'mine', companyId: 'co' }, 'incomplete'],
    [{ apiKey: 'mine', companyId: 'co', serviceId: 'svc' }, 'live'],
    [{ apiKey: 'mine', companyId: 'co', showServiceSelector: true }, 'live'],
  ])('%j is %s', (over, mode) => expect(previewMode('booking', { ...base, ...over }, demo)).toBe(mode));
  it('subscription needs no service', () => expect(previewMode('subscription', { ...base, apiKey: 'k', companyId: 'c' }, demo)).toBe('live'));
});

describe('the API the preview talks to', () => {
  const api = { demo, demoApiUrl: 'http://sandbox.test/api', liveApiUrl: 'http://live.test/api' };
  it('the demo company’s in demo mode, the owner’s otherwise; a configured apiUrl wins', () => {
    expect(previewApiUrl('demo', api, {})).toBe('http://sandbox.test/api');
    expect(previewApiUrl('live', api, {})).toBe('http://live.test/api');
    expect(previewApiUrl('incomplete', api, {})).toBe('http://live.test/api');
    expect(previewApiUrl('demo', api, { apiUrl: 'http://own.test/api' })).toBe('http://own.test/api');
    expect(previewApiUrl('live', api, { apiUrl: '' })).toBe('http://live.test/api');
  });
  it('without a live base, the widget’s own regional production API (undefined)', () => {
    expect(previewApiUrl('live', { demo, demoApiUrl: 'http://sandbox.test/api' }, {})).toBeUndefined();
  });
});
