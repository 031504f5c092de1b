import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import { FieldDialog } from './FieldDialog';
import { fieldRules, splitOptions, toField, toValues, typeChoices } from './field-form';

describe('custom field rules', () => {
  it.each([
    [{ labelText: '  ' }, 'labelText', 'Label text is required'],
    [{ labelText: 'Size', required: true, errorText: ' ' }, 'errorText', 'Error text is required for required fields'],
    [{ labelText: 'Size', type: 'select' as const, options: ' , \n' }, 'options', 'Options are required for select fields'],
    [{ labelText: 'Size', type: 'multiselect' as const, options: '' }, 'options', 'Options are required for select fields'],
  ])('%j: %s says %s', (over, key, message) => {
    const v = { ...toValues(), ...over };
    expect(fieldRules[key as keyof typeof fieldRules](v[key as keyof typeof v] as string, v)).toBe(message);
  });
  it('a valid field passes every rule', () => {
    const v = { ...toValues(), labelText: 'Size', type: 'select' as const, options: 'S\nM, L', required: true, errorText: 'Pick one' };
    for (const [k, rule] of Object.entries(fieldRules)) expect(rule(v[k as keyof typeof v] as string, v)).toBeNull();
    expect(toField(v)).toEqual({ type: 'select', labelText: 'Size', required: true, errorText: 'Pick one', inputWidth: 'auto / span 1', options: 'S, M, L' });
  });
  it('options split on commas and lines', () => expect(splitOptions('a, b\nc,,\n')).toEqual(['a', 'b', 'c']));
  it("offers the seven kinds, and a field's own native input type besides", () => {
    const kinds = ['text', 'number', 'textarea', 'phone', 'url', 'select', 'multiselect'];
    expect(typeChoices('text').map((t) => t.value)).toEqual(kinds);
    expect(typeChoices('multiselect').map((t) => t.value)).toEqual(kinds);
    expect(typeChoices('date').slice(7)).toEqual([{ value: 'date', label: 'Date' }]);
    expect(typeChoices('tel').slice(7)).toEqual([{ value: 'tel', label: 'Phone (tel)' }]);
    // Not a member of Object.prototype either.
    expect(typeChoices('constructor' as never)).toHaveLength(7);
  });
});

describe('FieldDialog', () => {
  it('shows the messages inline and saves nothing until they are fixed', async () => {
    const onSave = vi.fn();
    renderWithMantine(<FieldDialog opened onClose={() => {}} onSave={onSave} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save field' }));
    expect(await screen.findByText('Label text is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Label text/), { target: { value: 'Shoe size' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Required' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save field' }));
    expect(await screen.findByText('Error text is required for required fields')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Error text'), { target: { value: 'Tell us your size' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save field' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ type: 'text', labelText: 'Shoe size', required: true, errorText: 'Tell us your size', inputWidth: 'auto / span 1' }));
  });

  it("keeps an imported field's native type, shown by its name, when the owner edits something else", async () => {
    const onSave = vi.fn();
    const field = { type: 'email' as const, labelText: 'Work email', required: false, errorText: '', inputWidth: 'auto / span 2' as const };
    renderWithMantine(<FieldDialog field={field} opened onClose={() => {}} onSave={onSave} />);
    const [type] = (await screen.findAllByLabelText('Type', { selector: 'input' })) as HTMLInputElement[];
    expect(type!.value).toBe('Email');
    fireEvent.change(screen.getByLabelText(/Label text/), { target: { value: 'Office email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save field' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ ...field, labelText: 'Office email' }));
  });

  it('asks for options only for select types, and saves them joined', async () => {
    const onSave = vi.fn();
    const select = { type: 'select' as const, labelText: 'Size', required: false, errorText: '', inputWidth: 'auto / span 1' as const, options: 'S\nM' };
    const view = renderWithMantine(<FieldDialog field={select} opened onClose={() => {}} onSave={onSave} />);
    const options = await screen.findByLabelText('Options');
    fireEvent.change(options, { target: { value: ' , ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save field' }));
    expect(await screen.findByText('Options are required for select fields')).toBeTruthy();
    fireEvent.change(options, { target: { value: 'S\nM, L' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save field' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ ...select, options: 'S, M, L' }));
    view.unmount();
    for (const type of ['multiselect', 'text'] as const) {
      const v = renderWithMantine(<FieldDialog field={{ ...select, type }} opened onClose={() => {}} onSave={() => {}} />);
      await screen.findByRole('button', { name: 'Save field' });
      expect(screen.queryByLabelText('Options')).toEqual(type === 'multiselect' ? expect.anything() : null);
      v.unmount();
    }
  });
});
