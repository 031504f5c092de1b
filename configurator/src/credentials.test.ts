import { describe, expect, it } from 'vitest';
import { defaultConfig } from '@bookla/runtime/config';
import { credentialState, credentialsApiBase, neededCredentials, usesDemoData, withDemoCredentials, type CredentialState } from './credentials';
import { CREDENTIAL_CASES, DEMO, OWN } from './test-support/credential-cases';

describe('credentialState: whose data a configuration shows', () => {
  it.each(CREDENTIAL_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    expect(credentialState(c.type, c.config, DEMO)).toBe(c.state);
    // The same over the type's whole default configuration, as the store holds it.
    expect(credentialState(c.type, { ...defaultConfig(c.type), ...c.config }, DEMO)).toBe(c.state);
  });

  it.each([
    ['numbers', { apiKey: 42, companyId: 7 }],
    ['null', { apiKey: null, companyId: null }],
    ['objects', { apiKey: { toString: () => 'own' }, companyId: ['own-co'] }],
  ])('%s are no credentials', (_, config) => expect(credentialState('giftcard', config, DEMO)).toBe('none'));

  it('a value is the demo’s only when it is exactly the demo value (no trimming or case folding)', () => {
    expect(credentialState('giftcard', { apiKey: ` ${DEMO.apiKey}`, companyId: DEMO.companyId }, DEMO)).toBe('partial');
    expect(credentialState('giftcard', { apiKey: DEMO.apiKey.toUpperCase(), companyId: DEMO.companyId.toUpperCase() }, DEMO)).toBe('own');
  });

  it('the service is needed only by a booking widget that shows one service', () => {
    expect(neededCredentials('booking', {})).toEqual(['apiKey', 'companyId', 'serviceId']);
    expect(neededCredentials('booking', { showServiceSelector: false })).toEqual(['apiKey', 'companyId', 'serviceId']);
    expect(neededCredentials('booking', { showServiceSelector: true })).toEqual(['apiKey', 'companyId']);
    expect(neededCredentials('subscription', {})).toEqual(['apiKey', 'companyId']);
    expect(neededCredentials('giftcard', { showServiceSelector: false })).toEqual(['apiKey', 'companyId']);
  });
});

describe('what each state means for the widget', () => {
  const api = { demoApiUrl: 'http://sandbox.test/api', liveApiUrl: 'https://live.test/api' };
  it.each<[CredentialState, boolean, string | undefined, string | undefined]>([
    // state, the export warns, API base with a live base, without one (the widget's region)
    ['none', true, api.demoApiUrl, api.demoApiUrl],
    ['demo', true, api.demoApiUrl, api.demoApiUrl],
    ['partial', true, api.liveApiUrl, undefined],
    ['own', false, api.liveApiUrl, undefined],
  ])('%s: demo data %s, API %s (%s without a live base)', (state, warns, base, regional) => {
    expect(usesDemoData(state)).toBe(warns);
    expect(credentialsApiBase(state, api)).toBe(base);
    expect(credentialsApiBase(state, { demoApiUrl: api.demoApiUrl })).toBe(regional);
  });
});

describe('withDemoCredentials: an empty credential is the demo’s', () => {
  it('fills each empty one, keeps given ones, and the same object when nothing is empty', () => {
    expect(withDemoCredentials('booking', { apiKey: '', companyId: OWN.companyId, serviceId: '  ' }, DEMO)).toEqual({ apiKey: DEMO.apiKey, companyId: OWN.companyId, serviceId: DEMO.serviceId });
    const full = { ...OWN };
    expect(withDemoCredentials('booking', full, DEMO)).toBe(full);
  });

  it('gives a booking widget the demo service even with the selector on (turned off, it shows the demo’s), other types none', () => {
    expect(withDemoCredentials('booking', { showServiceSelector: true }, DEMO)).toEqual({ ...DEMO, showServiceSelector: true });
    expect(withDemoCredentials('subscription', {}, DEMO)).toEqual({ apiKey: DEMO.apiKey, companyId: DEMO.companyId });
  });

  it.each(CREDENTIAL_CASES.map((c) => [c.name, c] as const))('%s: filled, it shows the same data (none becomes demo)', (_, c) => {
    expect(credentialState(c.type, withDemoCredentials(c.type, c.config, DEMO), DEMO)).toBe(c.state === 'none' ? 'demo' : c.state);
  });
});
