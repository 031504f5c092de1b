import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALIZATION } from '@bookla/runtime/config';
import type { CustomFormField } from '@bookla/runtime/config';
import { collectCustomFields, customFieldKey, parseOptions, validateCustomFields, validateGuest } from './validate';

const texts = DEFAULT_LOCALIZATION.guestForm;
const field = (patch: Partial<CustomFormField>): CustomFormField => ({
  type: 'text', labelText: 'Dog Name', required: false, errorText: '', inputWidth: 'auto / span 2', ...patch,
});

describe('validateGuest', () => {
  it.each([
    [{ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' }, {}],
    [{ firstName: '  ', lastName: 'Lee', email: 'ann@example.com' }, { firstName: 'Please enter your first name' }],
    [{ firstName: 'Ann', lastName: '\t', email: 'ann@example.com' }, { lastName: 'Please enter your last name' }],
    [{ firstName: 'Ann', lastName: 'Lee', email: '   ' }, { email: 'Please enter your email' }],
    [{ firstName: 'Ann', lastName: 'Lee', email: 'ann@example' }, { email: 'Please enter a valid email' }],
    [{ firstName: 'Ann', lastName: 'Lee', email: 'a n@example.com' }, { email: 'Please enter a valid email' }],
    [{ firstName: 'Ann', lastName: 'Lee', email: ' ann@example.com ' }, {}],
    // The whole text is the address, not only its end or its start.
    [{ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com or bob' }, { email: 'Please enter a valid email' }],
    [{ firstName: 'Ann', lastName: 'Lee', email: 'mail ann@example.com' }, { email: 'Please enter a valid email' }],
    [{ firstName: '', lastName: '', email: '' }, { firstName: 'Please enter your first name', lastName: 'Please enter your last name', email: 'Please enter your email' }],
  ])('%j → %j', (data, errors) => {
    expect(validateGuest(data, texts)).toEqual(errors);
  });
});

describe('customFieldKey', () => {
  it.each([
    ['Dog Name', 0, 'dog_name_0'],
    ['  Dog   Name ', 3, 'dog_name_3'],
    ['Email', 1, 'email_1'],
    ['Allergies (if any)', 2, 'allergies_(if_any)_2'],
  ])('%j, %i → %s', (label, index, key) => {
    expect(customFieldKey(label, index)).toBe(key);
  });
});

describe('parseOptions', () => {
  it.each([
    ['a, b ,c', ['a', 'b', 'c']],
    ['a\nb\n\n c ', ['a', 'b', 'c']],
    [',,', []],
    [undefined, []],
  ])('%j → %j', (input, out) => {
    expect(parseOptions(input)).toEqual(out);
  });
});

describe('validateCustomFields', () => {
  const form = DEFAULT_LOCALIZATION.form;
  it.each<[Partial<CustomFormField>, string | string[] | undefined, string | undefined]>([
    [{ required: true }, undefined, 'Dog Name is required'],
    [{ required: true }, '   ', 'Dog Name is required'],
    [{ required: true, errorText: 'Tell us the name' }, '', 'Tell us the name'],
    [{ required: true }, 'Rex', undefined],
    [{ required: false }, '', undefined],
    [{ type: 'multiselect', required: true, options: 'a,b' }, [], 'Dog Name is required'],
    [{ type: 'multiselect', required: true, options: 'a,b' }, ['a'], undefined],
    [{ type: 'number' }, 'abc', 'Dog Name is invalid'],
    [{ type: 'number' }, '12.5', undefined],
    [{ type: 'url' }, 'not a url', 'Dog Name is invalid'],
    [{ type: 'url' }, 'javascript:alert(1)', 'Dog Name is invalid'],
    [{ type: 'url', errorText: 'Bad link' }, 'ftp://x', 'Bad link'],
    [{ type: 'url' }, 'https://example.com/a', undefined],
    [{ type: 'url' }, 'http://example.com', undefined],
    [{ type: 'phone' }, '+1 (555) 123-4567', undefined],
    [{ type: 'phone' }, 'call me', 'Dog Name is invalid'],
    // At least three digits or separators: '12' is no phone number, '112' is.
    [{ type: 'phone' }, '12', 'Dog Name is invalid'],
    [{ type: 'phone' }, '+1', 'Dog Name is invalid'],
    [{ type: 'phone' }, '112', undefined],
    // Digits at one end of words are not a phone number.
    [{ type: 'phone' }, 'call 555-1234', 'Dog Name is invalid'],
    [{ type: 'phone' }, '555-1234 evenings', 'Dog Name is invalid'],
    // The native types a configuration may name: tel is checked as a phone, email as an address.
    [{ type: 'tel' }, '+1 (555) 123-4567', undefined],
    [{ type: 'tel' }, 'call me', 'Dog Name is invalid'],
    [{ type: 'email' }, 'rex@example.com', undefined],
    [{ type: 'email' }, 'rex at example.com', 'Dog Name is invalid'],
    [{ type: 'email', errorText: 'Check the address' }, 'rex@example', 'Check the address'],
    [{ type: 'date' }, '2030-03-12', undefined],
    [{ type: 'time' }, '09:30', undefined],
  ])('%j with %j → %j', (patch, value, error) => {
    const errors = validateCustomFields([field(patch)], { dog_name_0: value }, form);
    expect(errors.dog_name_0).toBe(error);
  });

  it("speaks the widget's language: the form's texts, with '{label}' or as a suffix, unless the field has its own", () => {
    const fields = [field({ labelText: 'Telefon', type: 'phone' }), field({ labelText: 'Alter', type: 'number', required: true }), field({ labelText: 'Web', type: 'url', errorText: 'Link prüfen' })];
    const values = { telefon_0: 'abends', alter_1: '', web_2: 'kein link' };
    expect(validateCustomFields(fields, values, { isRequiredText: 'Bitte {label} angeben', invalidText: '{label} ist ungültig' })).toEqual({
      telefon_0: 'Telefon ist ungültig',
      alter_1: 'Bitte Alter angeben',
      web_2: 'Link prüfen',
    });
    expect(validateCustomFields(fields, values, { isRequiredText: 'fehlt', invalidText: 'ist ungültig' })).toMatchObject({
      telefon_0: 'Telefon ist ungültig',
      alter_1: 'Alter fehlt',
    });
  });
});

describe('collectCustomFields', () => {
  it('keeps only non-empty values, trimmed; multiselect stays an array', () => {
    const fields = [field({}), field({ labelText: 'Notes' }), field({ type: 'multiselect', labelText: 'Extras' }), field({ type: 'multiselect', labelText: 'None' })];
    expect(collectCustomFields(fields, { dog_name_0: ' Rex ', notes_1: '  ', extras_2: ['a', 'b'], none_3: [] })).toEqual({
      dog_name_0: 'Rex',
      extras_2: ['a', 'b'],
    });
  });
});
