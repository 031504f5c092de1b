import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { DEFAULT_LOCALIZATION } from '@bookla/runtime/config';
import type { CustomFormField, Localization } from '@bookla/runtime/config';
import { PurchaseForm, type FormDraft, type PurchaseFormProps } from './PurchaseForm';
import { expectNoAxeViolations } from '@bookla/test-utils/axe';
import { adoptStyles } from '../use-adopted-styles';
import { fieldStyles, formStyles } from './styles';

const fields: CustomFormField[] = [
  { type: 'text', labelText: 'Dog Name', required: true, errorText: '', inputWidth: 'auto / span 1' },
  { type: 'select', labelText: 'Size', required: false, errorText: '', inputWidth: 'auto / span 1', options: 'Small, Large' },
  { type: 'multiselect', labelText: 'Extras', required: true, errorText: 'Pick one extra', inputWidth: 'auto / span 2', options: 'Wash,Walk' },
  { type: 'textarea', labelText: 'Notes', required: false, errorText: '', inputWidth: 'auto / span 2' },
  { type: 'phone', labelText: 'Phone', required: false, errorText: '', inputWidth: 'auto / span 2' },
];

function setup(patch: Partial<PurchaseFormProps> = {}) {
  const onSubmit = vi.fn();
  const props: PurchaseFormProps = {
    guestEnabled: true,
    termsEnabled: false,
    customFormFields: [],
    localization: DEFAULT_LOCALIZATION,
    submitText: 'Purchase €10.00',
    onSubmit,
    ...patch,
  };
  const view = render(<PurchaseForm {...props} />);
  return { onSubmit, view };
}

/** What the tests below type (Ann Lee, her dog Rex, the Walk extra), as the form submits it. */
const ANN_WITH_REX = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', customFields: { dog_name_0: 'Rex', extras_2: ['Walk'] } };
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: /Purchase/ }));

describe('PurchaseForm', () => {
  it('submits trimmed guest data and only non-empty custom fields', () => {
    const { onSubmit } = setup({ customFormFields: fields });
    type('First Name', ' Ann ');
    type('Last Name', 'Lee');
    type('Email', 'ann@example.com ');
    type('Dog Name', 'Rex');
    // Ticked, then one of them unticked: only what stays ticked is sent.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wash' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Walk' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wash' }));
    submit();
    expect(onSubmit).toHaveBeenCalledWith(ANN_WITH_REX);
  });

  it('shows every error tied to its field and focuses the first invalid one', async () => {
    const { onSubmit } = setup({ customFormFields: fields });
    type('Email', 'nope');
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    const first = screen.getByLabelText('First Name');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)?.textContent).toBe('Please enter your first name');
    expect(document.activeElement).toBe(first);
    expect(screen.getByText('Please enter your last name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Dog Name is required')).toBeTruthy();
    expect(screen.getByText('Pick one extra')).toBeTruthy();
    const walk = screen.getByRole('checkbox', { name: 'Walk' });
    expect(walk.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(document.body);
  });

  it('clears a field error when it is edited', () => {
    setup({ customFormFields: fields });
    submit();
    type('Dog Name', 'R');
    expect(screen.queryByText('Dog Name is required')).toBeNull();
    expect(screen.getByLabelText('Dog Name').getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText('Please enter your first name')).toBeTruthy();
  });

  it('focuses a custom field when the guest fields are valid', () => {
    setup({ customFormFields: fields, guestEnabled: false });
    expect(screen.queryByLabelText('First Name')).toBeNull();
    submit();
    expect(document.activeElement).toBe(screen.getByLabelText('Dog Name'));
  });

  it('blocks submit until the terms are accepted and renders safe links only', () => {
    const localization: Localization = {
      ...DEFAULT_LOCALIZATION,
      terms: {
        acceptText: 'I agree to the',
        urls: [
          { text: 'terms', url: 'https://example.com/terms' },
          { text: 'evil', url: 'javascript:alert(1)' },
          // A link without words would be an empty, unnamed link: left out, like malformed entries.
          { text: '   ', url: '/blank' },
          null as never,
          { text: 7, url: '/numbered' } as never,
          { text: 'privacy', url: '/privacy' },
        ],
      },
    };
    const { onSubmit } = setup({ guestEnabled: false, termsEnabled: true, localization });
    const button = screen.getByRole('button', { name: /Purchase/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
    const link = screen.getByRole('link', { name: 'terms' });
    expect(link.getAttribute('href')).toBe('https://example.com/terms');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'privacy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.queryByText('evil')).toBeNull();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://example.com/terms', '/privacy']);
    // Named by the whole sentence, the links' texts included, not just the <label>'s part (the DOM testing
    // library puts a space between inline elements that Chromium does not).
    fireEvent.click(screen.getByRole('checkbox', { name: /^I agree to the terms ?, privacy$/ }));
    expect(button.disabled).toBe(false);
    submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the error above the form, a busy submit and an optional back button', () => {
    const onBack = vi.fn();
    const { view, onSubmit } = setup({ error: 'Failed to purchase gift card', submitting: true, onBack, backText: 'Back', guestEnabled: false });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Failed to purchase gift card');
    const form = view.container.querySelector('form')!;
    expect(form.firstElementChild).toBe(alert);
    const button = screen.getByRole('button', { name: /Purchase/ }) as HTMLButtonElement;
    // Still focusable (a disabled focused button drops focus to the page body), announced busy, and ignored.
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(form.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
    view.rerender(<PurchaseForm guestEnabled={false} termsEnabled={false} customFormFields={[]} localization={DEFAULT_LOCALIZATION} submitText="Book Now" onSubmit={() => undefined} onBack={onBack} backText="Back" />);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(screen.getByRole('button', { name: 'Book Now' }).hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('lays custom fields out by inputWidth and labels every control', async () => {
    const { view } = setup({ customFormFields: fields });
    const dog = screen.getByLabelText('Dog Name').closest('.bk-field')!;
    const notes = screen.getByLabelText('Notes').closest('.bk-field')!;
    expect(dog.getAttribute('data-width')).toBe('1');
    expect(notes.getAttribute('data-width')).toBe('2');
    expect(screen.getByLabelText('Phone').getAttribute('type')).toBe('tel');
    expect(screen.getByLabelText('Notes').tagName).toBe('TEXTAREA');
    // The visitor's own number, offered by the browser (WCAG 1.3.5); no other custom field claims a purpose.
    expect(screen.getByLabelText('Phone').getAttribute('autocomplete')).toBe('tel');
    expect(screen.getByLabelText('Dog Name').hasAttribute('autocomplete')).toBe(false);
    const select = screen.getByLabelText('Size') as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.text)).toEqual(['Select an option', 'Small', 'Large']);
    expect(screen.getByRole('group', { name: 'Extras' })).toBeTruthy();
    await expectNoAxeViolations(view.container);
  });

  it('a number field brings up the decimal keypad on touch screens; a text field the usual keyboard', () => {
    setup({ customFormFields: [{ type: 'number', labelText: 'Shoe size', required: false, errorText: '', inputWidth: 'auto / span 1' }, fields[0]!] });
    const size = screen.getByLabelText('Shoe size');
    expect(size.getAttribute('type')).toBe('number');
    expect(size.getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByLabelText('Dog Name').hasAttribute('inputmode')).toBe(false);
  });

  it('draws the native types a configuration may name as those inputs, a tel field offering the number', async () => {
    const native = (['email', 'tel', 'date', 'time'] as const).map((type) => ({ type, labelText: `A ${type}`, required: false, errorText: '', inputWidth: 'auto / span 1' as const }));
    const { view } = setup({ customFormFields: native });
    expect(native.map((f) => screen.getByLabelText(f.labelText).getAttribute('type'))).toEqual(['email', 'tel', 'date', 'time']);
    expect(native.map((f) => screen.getByLabelText(f.labelText).getAttribute('autocomplete'))).toEqual([null, 'tel', null, null]);
    await expectNoAxeViolations(view.container);
  });

  it('adopts its own field and form rules into the shadow root it mounts in, once, and takes them away on unmount', () => {
    const texts = (root: ShadowRoot) => root.adoptedStyleSheets.map((sheet) => [...sheet.cssRules].map((r) => r.cssText).join(''));
    const rulesOf = (css: string) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      return [...sheet.cssRules].map((r) => r.cssText).join('');
    };
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const props = { guestEnabled: true, termsEnabled: false, customFormFields: [], localization: DEFAULT_LOCALIZATION, submitText: 'Go', onSubmit: () => undefined };
    const view = render(<PurchaseForm {...props} />, { container });
    expect(texts(shadow)).toEqual([rulesOf(fieldStyles), rulesOf(formStyles)]);
    view.rerender(<PurchaseForm {...props} submitText="Again" />);
    expect(shadow.adoptedStyleSheets).toHaveLength(2);
    view.unmount();
    expect(shadow.adoptedStyleSheets).toEqual([]);
    host.remove();
  });

  it("adds only formStyles where the widget's own sheet already holds fieldStyles, and keeps that sheet while mounted", () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const widgetCss = '.bk-root .bk-x{color:red}' + fieldStyles;
    const releaseWidget = adoptStyles(shadow, widgetCss);
    const [widgetSheet] = shadow.adoptedStyleSheets;
    const container = document.createElement('div');
    shadow.append(container);
    const view = render(<PurchaseForm guestEnabled termsEnabled={false} customFormFields={[]} localization={DEFAULT_LOCALIZATION} submitText="Go" onSubmit={() => undefined} />, { container });
    expect(shadow.adoptedStyleSheets).toHaveLength(2);
    expect([...shadow.adoptedStyleSheets[1]!.cssRules].some((r) => r.cssText.includes('.bk-form'))).toBe(true);
    // Another widget's root in this shadow root goes first: its sheet holds the form's field rules, so it stays.
    releaseWidget();
    expect(shadow.adoptedStyleSheets[0]).toBe(widgetSheet);
    view.unmount();
    expect(shadow.adoptedStyleSheets).toEqual([]);
    host.remove();
  });

  it("starts from the widget's draft and writes every answer into it; the terms tick is asked for again", () => {
    const draft: FormDraft = {};
    const first = setup({ customFormFields: fields, termsEnabled: true, draft });
    type('First Name', 'Ann');
    type('Email', 'ann@example.com');
    type('Dog Name', 'Rex');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Walk' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    expect(draft).toEqual({ guest: { firstName: 'Ann', lastName: '', email: 'ann@example.com' }, custom: { dog_name_0: 'Rex', extras_2: ['Walk'] } });
    // The visitor goes back and returns: a new form, the same draft.
    first.view.unmount();
    const { onSubmit } = setup({ customFormFields: fields, termsEnabled: true, draft });
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Ann');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.com');
    expect((screen.getByLabelText('Dog Name') as HTMLInputElement).value).toBe('Rex');
    expect((screen.getByRole('checkbox', { name: 'Walk' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /I agree/ }) as HTMLInputElement).checked).toBe(false);
    type('Last Name', 'Lee');
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    submit();
    expect(onSubmit).toHaveBeenCalledWith(ANN_WITH_REX);
  });
});
