import { describe, expect, it, vi } from 'vitest';
import dayjs from 'dayjs';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import { BOOKING_TEXTS, defaultConfig, SUBSCRIPTION_TEXTS, type WidgetType } from '@bookla/runtime/config';
import { memoryAdapter } from '../../test-support/memory-adapter';
import { createConfiguratorStore, getIn, type Path } from '../../state/store';
import { changeEveryLeaf, leaves, under } from '../../test-support/leaves';
import { NO_TRANSITIONS, section, sectionTitles } from '../../test-support/sections';
import { StoreContext } from '../../state/use-configurator';
import { ConfigTab, type AccountLoader } from './ConfigTab';

function setup(type: WidgetType, loadAccount: AccountLoader = async () => [{ id: 's1', name: 'Tennis court' }]) {
  const host = memoryAdapter();
  const store = createConfiguratorStore(host);
  act(() => store.setType(type));
  renderWithMantine(
    <StoreContext.Provider value={store}>
      <ConfigTab loadAccount={loadAccount} />
    </StoreContext.Provider>,
    NO_TRANSITIONS,
  );
  return store;
}
const open = (section: string) => fireEvent.click(screen.getByRole('button', { name: section }));
const edit = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('Config tab: texts beyond the spec list, which the widgets show too', () => {
  it("booking's Error Screen section holds its error messages", () => {
    const store = setup('booking');
    open('Error Screen');
    edit('Load times', 'Zeiten nicht geladen');
    expect(store.getSnapshot().configs.booking.localization.errors.loadTimes).toBe('Zeiten nicht geladen');
    expect(screen.queryByLabelText('Missing parameters plugin')).toBeNull();
  });

  it.each(['subscription', 'giftcard'] as const)('%s has an Error Screen section: its texts, its missing-parameter message, the Back button', (type) => {
    const store = setup(type);
    open('Error Screen');
    edit('Missing parameters plugin', 'Fehlende Angaben');
    edit('Back button', 'Zurück');
    edit('Reload', 'Neu laden');
    const l = store.getSnapshot().configs[type].localization;
    expect([l.errors.missingParametersPlugin, l.backButton, l.errorScreen.reload]).toEqual(['Fehlende Angaben', 'Zurück', 'Neu laden']);
    expect(screen.queryByLabelText('Load times')).toBeNull();
  });

  it('the Terms section edits its links', () => {
    const store = setup('giftcard');
    open('Terms and conditions');
    fireEvent.click(screen.getByRole('button', { name: 'Add link', hidden: true }));
    expect(store.getSnapshot().configs.giftcard.localization.terms.urls).toHaveLength(2);
    const url = screen.getAllByLabelText('URL')[1]!;
    fireEvent.change(url, { target: { value: 'https://example.com/privacy' } });
    fireEvent.blur(url);
    expect(store.getSnapshot().configs.giftcard.localization.terms.urls[1]).toEqual({ text: 'terms and conditions', url: 'https://example.com/privacy' });
  });
});

const config = <T extends WidgetType>(store: ReturnType<typeof setup>, type: T) => store.getSnapshot().configs[type];

describe('Config tab: the panel of each type', () => {
  it("booking: the spec's sections in its order, General open", () => {
    setup('booking');
    const titles = ['General', 'Times', 'Resource', 'Guest Mode', 'Success Screen', 'Pending Screen', 'Error Screen', 'Buttons', 'Group', 'Duration', 'Tickets', 'Terms and conditions', 'Form', 'Pricing', 'Days', 'Service List', 'Code'];
    expect(sectionTitles()).toEqual(titles.map((t, i) => [t, i === 0 ? 'true' : 'false']));
  });

  it.each([
    ['subscription', 'Subscriptions'],
    ['giftcard', 'Gift Cards'],
  ] as const)("%s: General, %s, Guest Mode, Terms and conditions, Form and its Error Screen", (type, list) => {
    setup(type);
    expect(sectionTitles().map(([t]) => t)).toEqual(['General', list, 'Guest Mode', 'Terms and conditions', 'Form', 'Error Screen']);
  });

  it('General: the transition, the loading text and the locale for every type; the service selector and preselected date for booking only', async () => {
    const store = setup('subscription');
    const general = section('General');
    expect(general.queryByRole('switch', { name: 'Service selector' })).toBeNull();
    expect(general.queryByLabelText('Preselected date')).toBeNull();
    fireEvent.click(general.getByRole('combobox', { name: 'Transition' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Slide', 'Fade', 'Flip', 'Stack']);
    fireEvent.click(screen.getByRole('option', { name: 'Flip', hidden: true }));
    edit('Loading text', 'Lädt…');
    edit('Locale', 'de-DE');
    const c = config(store, 'subscription');
    expect([c.transitionType, c.localization.loadingText, c.localization.locale]).toEqual(['flip', 'Lädt…', 'de-DE']);
  });

  it('booking General: the service selector, and a preselected date shown and cleared', () => {
    const store = setup('booking');
    fireEvent.click(section('General').getByRole('switch', { name: 'Service selector' }));
    expect(config(store, 'booking').showServiceSelector).toBe(true);
    const date = dayjs().add(3, 'day').format('YYYY-MM-DD');
    act(() => store.set(['preselectedDate'], date));
    expect(section('General').getByRole('button', { name: 'Preselected date' }).textContent).toBe(date);
    fireEvent.click(section('General').getByRole('button', { name: 'Clear date' }));
    expect(config(store, 'booking').preselectedDate).toBeUndefined();
  });

  it("the preselected date's calendar gives the focus back to its field, closed by a day picked or by Escape", async () => {
    const store = setup('booking');
    const field = section('General').getByRole('button', { name: 'Preselected date' });
    for (const close of ['pick', 'Escape'] as const) {
      act(() => field.focus());
      fireEvent.click(field);
      const calendar = await screen.findByRole('dialog', { hidden: true });
      const day = await waitFor(() => {
        const days = calendar.querySelectorAll<HTMLButtonElement>('table button:not([disabled])');
        expect(days.length).toBeGreaterThan(0);
        return days[days.length - 1]!;
      });
      act(() => day.focus());
      if (close === 'pick') fireEvent.click(day);
      else fireEvent.keyDown(day, { key: 'Escape' });
      await waitFor(() => expect(document.activeElement).toBe(field));
    }
    expect(config(store, 'booking').preselectedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('the switches set their flags; Show resource picker is the inverse of hideResourcePicker', () => {
    const store = setup('booking');
    const flip = (title: string, name: string) => fireEvent.click(section(title).getByRole('switch', { name }));
    const before = config(store, 'booking');
    expect([before.hideResourcePicker, before.guestEnabled, before.termsEnabled, before.codeEnabled, before.calendarEnabled]).toEqual([false, true, false, false, true]);
    expect((section('Resource').getByRole('switch', { name: 'Show resource picker' }) as HTMLInputElement).checked).toBe(true);
    flip('Resource', 'Show resource picker');
    flip('Guest Mode', 'Guests allowed');
    flip('Terms and conditions', 'Require terms');
    flip('Code', 'Ask for a code');
    flip('Success Screen', 'Offer Add to calendar');
    const after = config(store, 'booking');
    expect([after.hideResourcePicker, after.guestEnabled, after.termsEnabled, after.codeEnabled, after.calendarEnabled]).toEqual([true, false, true, true, false]);
    expect((section('Resource').getByRole('switch', { name: 'Show resource picker' }) as HTMLInputElement).checked).toBe(false);
    flip('Resource', 'Show resource picker');
    expect(config(store, 'booking').hideResourcePicker).toBe(false);
  });

  // ~100 role queries over the whole tab (each walks the tab's tree in happy-dom): ~2 s alone, past the default 30 s
  // when CI runs it beside the end-to-end suite and the widgets' suite on two cores.
  it("each section's texts: every string of its group, edited under its own key", { timeout: 120_000 }, () => {
    const store = setup('booking');
    const labels = (title: string) => section(title).getAllByRole('textbox').map((i) => i.closest('.bk-row')!.querySelector('label')!.textContent);
    // The spec's texts of each group first, then the ones the widgets show besides.
    expect(Object.fromEntries(['Times', 'Resource', 'Guest Mode', 'Success Screen', 'Error Screen', 'Buttons', 'Tickets', 'Form', 'Days', 'Service List', 'Code'].map((t) => [t, labels(t)]))).toEqual({
      Times: ['Select time title', 'No available times', 'Loading text', 'Continue button', 'Login url', 'Next available date', 'Select date title', 'Previous days', 'Next days', 'Today', 'Unknown resource', 'Compared price label', 'Time zone note'],
      Resource: ['Select resource title', 'Any resource option'],
      'Guest Mode': ['First name field label', 'First name field error', 'Last name field label', 'Last name field error', 'Email field label', 'Email field error', 'Email field invalid error', 'Login url', 'Login button'],
      'Success Screen': ['Title', 'Description', 'Book again', 'Add to calendar', 'Google calendar', 'Outlook calendar', 'Calendar file'],
      'Error Screen': ['Title', 'Description', 'Reload', 'Missing parameters', 'Missing parameters multi', 'Load service', 'Load initial data', 'Load times', 'Booking'],
      Buttons: ['Book button', 'Back button'],
      Tickets: ['Select tickets title', 'Select tickets description', 'No tickets available', 'Continue button', 'Tickets summary title'],
      Form: ['Is required text', 'Invalid text', 'Select option'],
      Days: ['Min nights', 'Max nights', 'Check in', 'Check out', 'Night', 'Nights'],
      'Service List': ['Title', 'Description', 'No services', 'Load error'],
      Code: ['Field label', 'Field error', 'Not found error', 'Placeholder', 'Applied text'],
    });
    for (const [title, label, path] of [
      ['Times', 'Select time title', ['times', 'selectTimeTitle']],
      ['Resource', 'Any resource option', ['resource', 'anyResourceOption']],
      ['Success Screen', 'Book again', ['successScreen', 'bookAgain']],
      ['Success Screen', 'Calendar file', ['successScreen', 'calendarFile']],
      ['Pending Screen', 'Title', ['pendingScreen', 'title']],
      ['Group', 'Select title', ['group', 'selectTitle']],
      ['Duration', 'Select title', ['duration', 'selectTitle']],
      ['Tickets', 'Tickets summary title', ['tickets', 'ticketsSummaryTitle']],
      ['Buttons', 'Book button', ['bookButton']],
      ['Service List', 'Description', ['serviceSelection', 'description']],
      ['Code', 'Not found error', ['code', 'notFoundError']],
      ['Days', 'Nights', ['days', 'nights']],
      ['Guest Mode', 'Email field invalid error', ['guestForm', 'emailFieldInvalidError']],
      ['Guest Mode', 'Login button', ['loginButton']],
      ['Form', 'Is required text', ['form', 'isRequiredText']],
    ] as const) {
      const input = section(title).getByLabelText(label);
      fireEvent.change(input, { target: { value: `${title} ${label}` } });
      fireEvent.blur(input);
      const value = path.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], config(store, 'booking').localization);
      expect(value, `${title} › ${label}`).toBe(`${title} ${label}`);
    }
  });

  it("Buttons: an older snippet's own Form-step book button text shows there until emptied; the Form section has none", () => {
    const store = setup('booking');
    expect(section('Buttons').queryByLabelText('Book button on the Form step')).toBeNull();
    expect(section('Form').queryByLabelText(/submit/i)).toBeNull();
    act(() => store.set(['localization', 'form', 'submitButton'], 'Confirm'));
    const field = section('Buttons').getByLabelText('Book button on the Form step') as HTMLInputElement;
    expect(field.value).toBe('Confirm');
    expect(section('Buttons').getByText(/Empty it to use Book button on every step/)).toBeTruthy();
    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.blur(field);
    expect(config(store, 'booking').localization.form.submitButton).toBe('');
    expect(section('Buttons').queryByLabelText('Book button on the Form step')).toBeNull();
  });

  it('the login URL, emptied, is no URL at all (null), in Guest Mode as in Times', () => {
    const store = setup('booking');
    const url = () => section('Guest Mode').getByLabelText('Login url');
    fireEvent.change(url(), { target: { value: 'https://example.com/login' } });
    fireEvent.blur(url());
    expect(config(store, 'booking').localization.times.loginUrl).toBe('https://example.com/login');
    expect((section('Times').getByLabelText('Login url') as HTMLInputElement).value).toBe('https://example.com/login');
    fireEvent.change(url(), { target: { value: '  ' } });
    fireEvent.blur(url());
    expect(config(store, 'booking').localization.times.loginUrl).toBeNull();
    expect((url() as HTMLInputElement).value).toBe('');
    // Null, it is still offered in Times (the other texts there are strings).
    expect((section('Times').getByLabelText('Login url') as HTMLInputElement).value).toBe('');
    // Any other text emptied is an empty text, not null.
    const title = section('Times').getByLabelText('Select time title');
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.blur(title);
    expect(config(store, 'booking').localization.times.selectTimeTitle).toBe('');
  });

  it('Pricing and Days: the price switches; nights of at least 1', () => {
    const store = setup('booking');
    for (const name of ['Show price', 'Compared price', 'Decimal places']) fireEvent.click(section('Pricing').getByRole('switch', { name }));
    expect(config(store, 'booking').priceConfig).toEqual({ showPrice: false, showComparedPrice: false, showDecimalPlaces: false });
    const days = section('Days');
    const before = config(store, 'booking').daysConfig;
    fireEvent.change(days.getByLabelText('Min nights'), { target: { value: '0' } });
    expect(config(store, 'booking').daysConfig).toEqual(before);
    fireEvent.change(days.getByLabelText('Min nights'), { target: { value: '2' } });
    fireEvent.change(days.getByLabelText('Max nights'), { target: { value: '14' } });
    expect(config(store, 'booking').daysConfig).toEqual({ ...before, minNights: 2, maxNights: 14 });
  });

  it('Form: the custom fields listed with their kind, added, edited and removed through the dialog', async () => {
    const store = setup('booking');
    const size = { type: 'select' as const, labelText: 'Size', required: true, errorText: 'Pick one', inputWidth: 'auto / span 1' as const, options: 'S, M' };
    const notes = { type: 'textarea' as const, labelText: 'Notes', required: false, errorText: '', inputWidth: 'auto / span 2' as const };
    act(() => store.set(['customFormFields'], [size, notes]));
    const form = section('Form');
    expect(form.getByText('(select, required)')).toBeTruthy();
    expect(form.getByText('(textarea)')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Edit Notes' }));
    const editing = await screen.findByRole('dialog', { name: 'Edit Form Field' });
    fireEvent.change(within(editing).getByLabelText(/Label text/), { target: { value: 'Comments' } });
    fireEvent.click(within(editing).getByRole('button', { name: 'Save field' }));
    await waitFor(() => expect(config(store, 'booking').customFormFields).toEqual([size, { ...notes, labelText: 'Comments' }]));
    fireEvent.click(form.getByRole('button', { name: 'Remove Size' }));
    expect(config(store, 'booking').customFormFields).toEqual([{ ...notes, labelText: 'Comments' }]);
    // Cancel closes the dialog and adds nothing.
    fireEvent.click(form.getByRole('button', { name: 'Add form field' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Add Form Field' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(config(store, 'booking').customFormFields).toHaveLength(1);
    fireEvent.click(form.getByRole('button', { name: 'Add form field' }));
    const adding = await screen.findByRole('dialog', { name: 'Add Form Field' });
    fireEvent.change(within(adding).getByLabelText(/Label text/), { target: { value: 'Company' } });
    fireEvent.click(within(adding).getByRole('button', { name: 'Save field' }));
    await waitFor(() => expect(config(store, 'booking').customFormFields.map((f) => f.labelText)).toEqual(['Comments', 'Company']));
  });

  it.each([
    ['booking', 'Service List', 'services'],
    ['subscription', 'Subscriptions', 'subscriptions'],
    ['giftcard', 'Gift Cards', 'giftCards'],
  ] as const)('%s: %s lists the account\'s %s', async (type, title, kind) => {
    const loadAccount = vi.fn<AccountLoader>(async () => [{ id: 'x1', name: 'From the account' }]);
    const store = setup(type, loadAccount);
    const [listKey, idKey] = ({ booking: ['servicesConfig', 'serviceId'], subscription: ['subscriptionsConfig', 'subscriptionId'], giftcard: ['giftCardsConfig', 'giftCardId'] } as const)[type];
    act(() => store.set([listKey], [{ [idKey]: 'x1', title: 'Mine' }]));
    const list = section(title);
    await waitFor(() => expect(loadAccount).toHaveBeenCalledWith(kind));
    expect(loadAccount.mock.calls.every(([k]) => k === kind)).toBe(true);
    // The entry's own Title comes after the section's texts (a Title among them too).
    await waitFor(() => expect((list.getAllByLabelText('Title').at(-1) as HTMLInputElement).value).toBe('Mine'));
    // A service's entry also names its own resource picker; a plan's or gift card's has none.
    expect(list.queryAllByLabelText(/^Resource picker/)).toHaveLength(type === 'booking' ? 1 : 0);
    // Other credentials, another account: the list is read again.
    const reads = loadAccount.mock.calls.length;
    act(() => store.set(['companyId'], 'another-company'));
    await waitFor(() => expect(loadAccount.mock.calls.length).toBe(reads + 1));
  });
});

describe("Config tab: each section's Reset puts back exactly what it shows", () => {
  const L = (...p: string[]): Path => ['localization', ...p];
  const bookingErrors = Object.keys(BOOKING_TEXTS.errors).map((k) => L('errors', k));
  const pluginErrors = Object.keys(SUBSCRIPTION_TEXTS.errors).map((k) => L('errors', k));
  const guest = [['guestEnabled'], L('guestForm'), L('times', 'loginUrl'), L('loginButton')];
  const terms = [['termsEnabled'], L('terms')];
  const form = [['customFormFields'], L('form')];
  const SECTIONS: Record<WidgetType, Record<string, Path[]>> = {
    booking: {
      General: [['transitionType'], ['showServiceSelector'], ['preselectedDate'], L('loadingText'), L('locale')],
      Times: [L('times')],
      Resource: [['hideResourcePicker'], L('resource')],
      'Guest Mode': guest,
      'Success Screen': [['calendarEnabled'], L('successScreen')],
      'Pending Screen': [L('pendingScreen')],
      'Error Screen': [L('errorScreen'), ...bookingErrors],
      Buttons: [L('bookButton'), L('backButton'), L('form', 'submitButton')],
      Group: [L('group')],
      Duration: [L('duration')],
      Tickets: [L('tickets')],
      'Terms and conditions': terms,
      Form: form,
      Pricing: [['priceConfig']],
      Days: [['daysConfig'], L('days')],
      'Service List': [['servicesConfig'], L('serviceSelection')],
      Code: [['codeEnabled'], L('code')],
    },
    subscription: {
      General: [['transitionType'], L('loadingText'), L('locale')],
      Subscriptions: [['subscriptionsConfig'], L('subscriptions')],
      'Guest Mode': guest,
      'Terms and conditions': terms,
      Form: form,
      'Error Screen': [L('errorScreen'), ...pluginErrors, L('backButton')],
    },
    giftcard: {
      General: [['transitionType'], L('loadingText'), L('locale')],
      'Gift Cards': [['giftCardsConfig'], L('giftCards')],
      'Guest Mode': guest,
      'Terms and conditions': terms,
      Form: form,
      'Error Screen': [L('errorScreen'), ...pluginErrors, L('backButton')],
    },
  };
  /**
   * Every setting changed, lists and a preselected date given, but the credentials (the API tab's), the theme (the
   * Theme tab's) and how the page shows the widget (the Embed tab's).
   */
  const changed = (type: WidgetType): Record<string, unknown> => {
    const { apiKey: _k, companyId: _c, region: _r, serviceId: _s, theme: _t, embed: _e, ...rest } = defaultConfig(type) as unknown as Record<string, unknown>;
    const lists = {
      customFormFields: [{ type: 'text', labelText: 'Company', required: false, errorText: '', inputWidth: 'auto / span 1' }],
      ...(type === 'booking' && { preselectedDate: '2031-02-03', servicesConfig: [{ serviceId: 's1', title: 'Court' }] }),
      ...(type === 'subscription' && { subscriptionsConfig: [{ subscriptionId: 'p1', title: 'Monthly' }] }),
      ...(type === 'giftcard' && { giftCardsConfig: [{ giftCardId: 'g1', title: 'Fifty' }] }),
    };
    return { ...changeEveryLeaf(rest), ...lists };
  };

  it("between them booking's sections reset every setting but the credentials, the theme, the embed settings and the other widgets' texts", () => {
    const all = Object.values(SECTIONS.booking).flat();
    const others = [L('subscriptions'), L('giftCards'), ...pluginErrors.filter((p) => !bookingErrors.some((b) => b[2] === p[2]))];
    expect(leaves(changed('booking')).filter(([path]) => ![...all, ...others].some((p) => under(path, p))).map(([p]) => p.join('.'))).toEqual([]);
  });

  it.each((['booking', 'subscription', 'giftcard'] as const).flatMap((type) => Object.keys(SECTIONS[type]).map((title) => [type, title] as const)))(
    '%s: %s',
    async (type, title) => {
      const store = setup(type);
      const before = changed(type);
      act(() => Object.entries(before).forEach(([k, v]) => store.set([k], v)));
      fireEvent.click(section(title).getByRole('button', { name: 'Reset section' }));
      fireEvent.click(within(await screen.findByRole('dialog', { name: `Reset ${title}?` })).getByRole('button', { name: 'Reset' }));
      const after = config(store, type);
      const defaults = defaultConfig(type);
      for (const [path, value] of leaves(before)) {
        const reset = SECTIONS[type][title]!.some((p) => under(path, p));
        expect(getIn(after, path), path.join(' › ')).toEqual(reset ? getIn(defaults, path) : value);
      }
    },
  );
});
