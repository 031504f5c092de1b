import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeWithDefaults } from '@bookla/runtime/config';
import { createLocalDraftStore, draftKey } from '../drafts';
import { createStandaloneStore, usesDemoData } from './standalone-state';

const DEMO = { apiKey: 'demo-key', companyId: 'demo-co', serviceId: 'demo-svc' };
const PREVIEW = { demo: DEMO, demoApiUrl: 'http://sandbox/api' };
const own = { apiKey: 'k', companyId: 'c', serviceId: 's' };

describe('the export warning check', () => {
  it.each([
    ['all demo', DEMO, false, true],
    ['all own', own, false, false],
    ['only the key is demo', { ...own, apiKey: DEMO.apiKey }, false, true],
    ['only the company is demo', { ...own, companyId: DEMO.companyId }, false, true],
    ['only the service is demo', { ...own, serviceId: DEMO.serviceId }, false, true],
    ['only the service is demo, selector on', { ...own, serviceId: DEMO.serviceId }, true, false],
  ])('%s', (_, creds, showServiceSelector, expected) => {
    expect(usesDemoData(mergeWithDefaults('booking', { ...creds, showServiceSelector }), DEMO)).toBe(expected);
  });
});

describe('standalone state', () => {
  beforeEach(() => localStorage.clear());

  it('starts on demo credentials, autosaves every change and restores it on the next visit', () => {
    const drafts = createLocalDraftStore(vi.fn());
    const store = createStandaloneStore(drafts, PREVIEW);
    expect(store.api()).toMatchObject({ widgetType: 'booking', usesDemoData: true, config: { apiKey: 'demo-key', serviceId: 'demo-svc' } });
    store.api().applyImported('giftcard', { apiKey: 'k', companyId: 'c', localization: { giftCards: { title: 'Gutscheine' } } });
    expect(store.api()).toMatchObject({ widgetType: 'giftcard', usesDemoData: false });
    const next = createStandaloneStore(createLocalDraftStore(vi.fn()), PREVIEW);
    expect(next.getSnapshot().configs.giftcard.localization.giftCards.title).toBe('Gutscheine');
  });

  it('an imported config with empty credentials falls back to the demo ones', () => {
    const store = createStandaloneStore(undefined, PREVIEW);
    store.api().applyImported('booking', { apiKey: '', companyId: '', serviceId: '' });
    expect(store.api().config).toMatchObject(DEMO);
  });

  it('a corrupt draft is discarded with a notice and the type starts fresh', () => {
    localStorage.setItem(draftKey('subscription'), '{"v":1,"config":');
    const notify = vi.fn();
    const store = createStandaloneStore(createLocalDraftStore(notify), PREVIEW);
    expect(store.getSnapshot().configs.subscription.apiKey).toBe('demo-key');
    expect(notify).toHaveBeenCalledWith('warning', 'Your saved subscription draft could not be read and was discarded.');
  });

  it('a draft holding invalid values is sanitized, never trusted', () => {
    localStorage.setItem(draftKey('booking'), JSON.stringify({ v: 1, config: { apiKey: 'k', theme: { colors: { text: 'red' } }, __proto__x: 1 } }));
    const store = createStandaloneStore(createLocalDraftStore(vi.fn()), PREVIEW);
    expect(store.getSnapshot().configs.booking.apiKey).toBe('k');
    expect(store.getSnapshot().configs.booking.theme.colors.text).toBe('#111827');
  });

  it('resetAll brings every type back to the fresh configuration', () => {
    const store = createStandaloneStore(createLocalDraftStore(vi.fn()), PREVIEW);
    store.api().applyImported('subscription', { apiKey: 'k' });
    store.api().resetAll();
    expect(store.getSnapshot().configs.subscription.apiKey).toBe('demo-key');
  });

  it('gives the same api object until the state changes (stable for React)', () => {
    const store = createStandaloneStore(undefined, PREVIEW);
    expect(store.api()).toBe(store.api());
    store.setType('subscription');
    expect(store.api().widgetType).toBe('subscription');
  });
});
