import { describe, expect, it } from 'vitest';
import { defaultConfig } from '@bookla/runtime/config';
import { IDENTITY_KEYS } from '@bookla/widgets/mount';
import { CREDENTIAL_CASES, DEMO, OWN } from '../test-support/credential-cases';
import { previewState } from './preview-state';

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

const MODE = { none: 'demo', demo: 'demo', partial: 'incomplete', own: 'live' } as const;
const api = { demo: DEMO, demoApiUrl: 'http://sandbox.test/api', liveApiUrl: 'http://live.test/api' };

describe('the preview follows the credentials’ state: demo (no credentials, or the demo’s), incomplete (some own), live (all own)', () => {
  it.each(CREDENTIAL_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const state = previewState(c.type, { ...defaultConfig(c.type), ...c.config }, api);
    expect(state).toEqual({ credentials: c.state, mode: MODE[c.state], apiUrl: MODE[c.state] === 'demo' ? api.demoApiUrl : api.liveApiUrl });
    // Without a live base the owner's credentials go to the widget's regional API.
    expect(previewState(c.type, c.config, { demo: DEMO, demoApiUrl: api.demoApiUrl }).apiUrl).toBe(MODE[c.state] === 'demo' ? api.demoApiUrl : undefined);
  });

  it('a configured apiUrl wins; an empty one counts as none', () => {
    expect(previewState('booking', { ...DEMO, apiUrl: 'http://own.test/api' }, api)).toMatchObject({ mode: 'demo', apiUrl: 'http://own.test/api' });
    expect(previewState('booking', { ...OWN, apiUrl: '' }, api)).toMatchObject({ mode: 'live', apiUrl: 'http://live.test/api' });
  });
});
