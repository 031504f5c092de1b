import { describe, expect, it } from 'vitest';
import { defaultConfig } from '@bookla/runtime/config';
import { identityKey, previewMode } from './preview-state';

const demo = { apiKey: 'dk', companyId: 'dc', serviceId: 'ds' };
const base = { ...defaultConfig('booking'), ...demo };

describe('which changes remount the preview widget', () => {
  it.each([
    ['serviceId', 'other'],
    ['companyId', 'other'],
    ['apiKey', 'other'],
    ['region', 'eu'],
    ['guestEnabled', false],
    ['codeEnabled', true],
    ['preselectedDate', '2030-01-01'],
    ['showServiceSelector', true],
  ])('%s remounts', (key, value) => expect(identityKey('booking', { ...base, [key]: value })).not.toBe(identityKey('booking', base)));
  it.each([
    ['theme', { ...base.theme, colors: { ...base.theme.colors, text: '#000000' } }],
    ['localization', { ...base.localization, bookButton: 'Go' }],
    ['termsEnabled', true],
    ['transitionType', 'fade'],
    ['customFormFields', [{ type: 'text', labelText: 'X', required: false, errorText: '', inputWidth: 'auto / span 1' }]],
  ])('%s re-renders only', (key, value) => expect(identityKey('booking', { ...base, [key]: value })).toBe(identityKey('booking', base)));
  it('another widget type remounts', () => expect(identityKey('subscription', base)).not.toBe(identityKey('booking', base)));
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
