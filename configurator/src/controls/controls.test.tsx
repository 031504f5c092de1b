import { useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { defaultConfig, sanitizeConfig } from '@bookla/runtime/config';
import { MantineProvider } from '@mantine/core';
import { BorderField, ColorField, GradientField, NumberField, PaddingField, SelectField, SwitchField, TextField } from './controls';
import { ruleAt } from './rules';

/** A control in Mantine's provider, which a rerender keeps (Testing Library's wrapper). */
const renderControl = (ui: ReactElement) => render(ui, { wrapper: MantineProvider });

const TEXT = ruleAt(['localization', 'successScreen', 'description'], 'text');
const BORDER = ruleAt(['theme', 'colors', 'button', 'normal', 'border'], 'border');
const PADDING = ruleAt(['theme', 'spacing', 'padding'], 'padding');
const NIGHTS = ruleAt(['daysConfig', 'minNights'], 'number');

describe('TextField', () => {
  it('stops at the length the runtime keeps, so nothing typed is dropped at publish', () => {
    renderControl(<TextField label="Description" value="" rule={TEXT} onChange={() => {}} />);
    expect((screen.getByLabelText('Description') as HTMLInputElement).maxLength).toBe(TEXT.maxLength);
    // The limit is the sanitizer's: maxLength characters are kept, one more is dropped.
    const withText = (t: string) => {
      const c = defaultConfig('booking');
      c.localization.successScreen.description = t;
      return sanitizeConfig('booking', c);
    };
    expect(withText('x'.repeat(TEXT.maxLength)).warnings).toEqual([]);
    expect(withText('x'.repeat(TEXT.maxLength + 1)).warnings.map((w) => w.path)).toContain('localization.successScreen.description');
  });

  it('text the widgets would drop says why and goes back on blur; an emptied login URL applies none', () => {
    const onChange = vi.fn();
    renderControl(<TextField label="Font family" value="Inter" rule={ruleAt(['theme', 'typography', 'fontFamily'], 'text')} onChange={onChange} />);
    const input = screen.getByLabelText('Font family') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Inter; color: red' } });
    expect(screen.getByText('Use a value such as Inter, sans-serif')).toBeTruthy();
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect(input.value).toBe('Inter');
    renderControl(<TextField label="Login URL" value="/login" rule={ruleAt(['localization', 'times', 'loginUrl'], 'url')} onChange={onChange} />);
    const url = screen.getByLabelText('Login URL') as HTMLInputElement;
    fireEvent.change(url, { target: { value: 'javascript:alert(1)' } });
    fireEvent.blur(url);
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(url, { target: { value: '  ' } });
    fireEvent.blur(url);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null);
  });
});

describe('BorderField', () => {
  it("its switch is named by the row's label alone, and turns the border off and on", () => {
    const onChange = vi.fn();
    const { unmount } = renderControl(<BorderField label="Border" value="1px solid #d1d5db" rule={BORDER} onChange={onChange} />);
    // Not 'Border Border': the switch had a second visible 'Border' of its own.
    const toggle = screen.getByRole('switch', { name: 'Border' });
    expect(toggle.getAttribute('aria-label')).toBeNull();
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith('none');
    unmount();
    renderControl(<BorderField label="Border" value="none" rule={BORDER} onChange={onChange} />);
    expect(screen.queryByRole('textbox', { name: 'Border width' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Border' }));
    expect(onChange).toHaveBeenLastCalledWith('1px solid #d1d5db');
  });

  it('width from 0 to 20 px: a value out of range is not applied', () => {
    const onChange = vi.fn();
    renderControl(<BorderField label="Border" value="2px dashed #112233" rule={BORDER} onChange={onChange} />);
    const width = screen.getByRole('textbox', { name: 'Border width' });
    fireEvent.change(width, { target: { value: '20' } });
    expect(onChange).toHaveBeenLastCalledWith('20px dashed #112233');
    onChange.mockClear();
    fireEvent.change(width, { target: { value: '21' } });
    fireEvent.change(width, { target: { value: '' } });
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('TextField', () => {
  it('applies on blur or Enter, not per key, and only a changed text', () => {
    const onChange = vi.fn();
    const { rerender } = renderControl(<TextField label="Title" value="Book" rule={TEXT} onChange={onChange} />);
    const input = screen.getByLabelText('Title') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Reserve' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Reserve');
    onChange.mockClear();
    fireEvent.change(input, { target: { value: 'Book' } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    input.focus();
    fireEvent.change(input, { target: { value: 'Book now' } });
    fireEvent.keyDown(input, { key: 'a' });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('Book now');
    // A new value from the store (an undo, an import) replaces what the field shows.
    rerender(<TextField label="Title" value="Undone" rule={TEXT} onChange={onChange} />);
    expect(input.value).toBe('Undone');
  });
});

describe('ColorField', () => {
  it("applies a valid colour at once; other text says why, is not applied and goes back to the last valid colour on blur", () => {
    const onChange = vi.fn();
    const { rerender } = renderControl(<ColorField label="Text" value="#111111" onChange={onChange} />);
    const input = screen.getByLabelText('Text') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '#abc' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('#abc');
    onChange.mockClear();
    fireEvent.change(input, { target: { value: '#abcd' } });
    expect(screen.getByText('Use # and 3 or 6 hex digits')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.blur(input);
    expect(input.value).toBe('#111111');
    expect(screen.queryByText('Use # and 3 or 6 hex digits')).toBeNull();
    // The colour it already has is not applied again.
    fireEvent.change(input, { target: { value: '#111111' } });
    expect(onChange).not.toHaveBeenCalled();
    rerender(<ColorField label="Text" value="#333333" onChange={onChange} />);
    expect(input.value).toBe('#333333');
  });

  it('as the store holds it: a valid colour typed is applied once and stays on blur', () => {
    const applied = vi.fn();
    function Stored() {
      const [value, setValue] = useState('#111111');
      return <ColorField label="Text" value={value} onChange={(v) => (applied(v), setValue(v))} />;
    }
    renderControl(<Stored />);
    const input = screen.getByLabelText('Text') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '#222222' } });
    fireEvent.blur(input);
    expect(applied.mock.calls).toEqual([['#222222']]);
    expect(input.value).toBe('#222222');
  });
});

describe('NumberField', () => {
  it("applies a number within the rule's min..max; out of range or a fraction of whole numbers is not applied; non-numeric shows 0 and is not applied; blur shows the value", () => {
    const onChange = vi.fn();
    const { rerender } = renderControl(<NumberField label="Min nights" value={2} rule={NIGHTS} onChange={onChange} />);
    const input = screen.getByLabelText('Min nights') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '5' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith(5);
    expect(input.value).toBe('5');
    onChange.mockClear();
    for (const out of ['0', String(NIGHTS.max + 1)]) {
      fireEvent.change(input, { target: { value: out } });
      // Shown as typed (a number, only out of range), not replaced by 0.
      expect(input.value).toBe(out);
    }
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '2' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(input.value).toBe('0');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(input.value).toBe('2');
    rerender(<NumberField label="Min nights" value={7} rule={NIGHTS} onChange={onChange} />);
    expect(input.value).toBe('7');
    // Whole nights only: a fraction is never applied.
    fireEvent.change(input, { target: { value: '2.5' } });
    expect(onChange.mock.calls.flat().every((n) => Number.isInteger(n))).toBe(true);
  });

  it('a number on its way (0. towards 0.9) stays as typed while out of range', () => {
    const onChange = vi.fn();
    renderControl(<NumberField label="Title line height" value={1.2} rule={ruleAt(['theme', 'typography', 'lineHeight', 'title'], 'number')} step={0.1} onChange={onChange} />);
    const input = screen.getByLabelText('Title line height') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '0.' } });
    expect(input.value).toBe('0.');
    fireEvent.change(input, { target: { value: '0.4' } });
    fireEvent.change(input, { target: { value: '0.9' } });
    expect(onChange.mock.calls).toEqual([[0.9]]);
  });

  it('the arrow keys step by 1, or by the step given', () => {
    const onChange = vi.fn();
    const view = renderControl(<NumberField label="Gap" value={4} rule={ruleAt(['theme', 'spacing', 'gridGap'], 'number')} onChange={onChange} />);
    fireEvent.keyDown(screen.getByLabelText('Gap'), { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith(5);
    view.unmount();
    renderControl(<NumberField label="Weight" value={400} rule={ruleAt(['theme', 'typography', 'fontWeight', 'normal'], 'number')} step={100} onChange={onChange} />);
    fireEvent.keyDown(screen.getByLabelText('Weight'), { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith(300);
  });
});

describe('SelectField', () => {
  it('offers no blank item, applies a choice, and choosing the current one again does not clear it', async () => {
    const onChange = vi.fn();
    const data = [
      { value: '', label: 'Nothing' },
      { value: 'slide', label: 'Slide' },
      { value: 'fade', label: 'Fade' },
    ] as const;
    renderControl(<SelectField label="Transition" value="slide" data={data} onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Transition' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Slide', 'Fade']);
    fireEvent.click(screen.getByRole('option', { name: 'Slide', hidden: true }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('combobox', { name: 'Transition' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fade', hidden: true }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('fade');
  });
});

describe('SwitchField', () => {
  it('is named by its label and reports its new state', () => {
    const onChange = vi.fn();
    const { rerender } = renderControl(<SwitchField label="Guests allowed" checked onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Guests allowed' }));
    expect(onChange).toHaveBeenLastCalledWith(false);
    rerender(<SwitchField label="Guests allowed" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Guests allowed' }));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});

describe('BorderField style and colour', () => {
  it('a style is chosen from solid, dashed and dotted; a colour is applied when valid and changed', async () => {
    const onChange = vi.fn();
    renderControl(<BorderField label="Border" value="2px dashed #112233" rule={BORDER} onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Border style' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['solid', 'dashed', 'dotted']);
    fireEvent.click(screen.getByRole('option', { name: 'dashed', hidden: true }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('combobox', { name: 'Border style' }));
    fireEvent.click(await screen.findByRole('option', { name: 'dotted', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith('2px dotted #112233');
    onChange.mockClear();
    const colour = screen.getByRole('textbox', { name: 'Border colour' });
    for (const text of ['#12', '#112233']) fireEvent.change(colour, { target: { value: text } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(colour, { target: { value: '#abcdef' } });
    expect(onChange).toHaveBeenLastCalledWith('2px dashed #abcdef');
  });
});

describe('PaddingField', () => {
  it('applies a number or 1 to 4 px values on blur; other text says why and goes back', () => {
    const onChange = vi.fn();
    const { rerender } = renderControl(<PaddingField label="Padding" value={24} rule={PADDING} onChange={onChange} />);
    const input = screen.getByLabelText('Padding') as HTMLInputElement;
    expect(input.value).toBe('24');
    fireEvent.change(input, { target: { value: '8px 12px' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('8px 12px');
    fireEvent.change(input, { target: { value: '16' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(16);
    onChange.mockClear();
    // Five values, or one over the 200 px the widgets keep (300 showed in the preview as 24 and was exported as
    // 300), are not applied.
    for (const wrong of ['1 2 3 4 5', '300', '8px 201px']) {
      fireEvent.change(input, { target: { value: wrong } });
      expect(screen.getByText('Use 1 to 4 numbers of px, each from 0 to 200')).toBeTruthy();
      fireEvent.blur(input);
      expect(onChange).not.toHaveBeenCalled();
      expect(input.value).toBe('24');
      expect(screen.queryByText('Use 1 to 4 numbers of px, each from 0 to 200')).toBeNull();
    }
    fireEvent.change(input, { target: { value: '24px' } });
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    // A new value from the store replaces what the field shows.
    rerender(<PaddingField label="Padding" value="2px 4px" rule={PADDING} onChange={onChange} />);
    expect(input.value).toBe('2px 4px');
  });
});

describe('GradientField', () => {
  const openPicker = async (name: string) => {
    fireEvent.click(screen.getByRole('button', { name }));
    await screen.findByRole('radio', { name: 'Solid', hidden: true });
  };

  it('closed by Escape or by a click outside, its popover gives the focus back to its button', async () => {
    renderControl(
      <>
        <GradientField label="Background" solidColor="#112233" value={undefined} onChange={() => {}} />
        <p>Outside</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Background: solid' });
    for (const close of ['Escape', 'outside'] as const) {
      act(() => button.focus());
      fireEvent.click(button);
      const colour = await screen.findByRole('textbox', { name: 'Colour 1', hidden: true });
      act(() => colour.focus());
      if (close === 'Escape') fireEvent.keyDown(colour, { key: 'Escape' });
      else {
        // A press on the page outside: the focus leaves the popover for the body, then comes back to the button.
        fireEvent.mouseDown(screen.getByText('Outside'));
        act(() => colour.blur());
      }
      await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Colour 1', hidden: true })).toBeNull());
      await waitFor(() => expect(document.activeElement).toBe(button));
    }
  });

  it('a plain colour shows as solid; switching to linear adds white and the 90° angle', async () => {
    const onChange = vi.fn();
    renderControl(<GradientField label="Background" solidColor="#112233" value={undefined} onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Background: solid' });
    expect(button.textContent).toContain('Solid');
    await openPicker('Background: solid');
    expect(screen.queryByRole('button', { name: 'Add colour', hidden: true })).toBeNull();
    expect((screen.getByRole('button', { name: 'Remove colour 1', hidden: true }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Linear', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'linear', colors: ['#112233', '#ffffff'], angle: 90 });
  });

  it('a linear gradient: colours named by number, removal blocked at two, Add colour copies the middle one, the angle in degrees', async () => {
    const onChange = vi.fn();
    const g = { type: 'linear' as const, colors: ['#000000', '#ffffff'], angle: 45 };
    const { rerender } = renderControl(<GradientField label="Background" solidColor="#112233" value={g} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Background: linear' }).textContent).toContain('Linear');
    await openPicker('Background: linear');
    expect((screen.getByRole('textbox', { name: 'Colour 2', hidden: true }) as HTMLInputElement).value).toBe('#ffffff');
    for (const i of [1, 2]) expect((screen.getByRole('button', { name: `Remove colour ${i}`, hidden: true }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add colour', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith({ ...g, colors: ['#000000', '#ffffff', '#000000'] });
    const angle = screen.getByRole('textbox', { name: 'Angle in degrees', hidden: true }) as HTMLInputElement;
    expect(angle.value).toBe('45°');
    fireEvent.change(angle, { target: { value: '180' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...g, angle: 180 });
    onChange.mockClear();
    fireEvent.change(angle, { target: { value: '' } });
    expect(onChange).not.toHaveBeenCalled();
    const slider = screen.getByRole('slider', { name: 'Angle', hidden: true });
    expect(slider.getAttribute('aria-valuenow')).toBe('45');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith({ ...g, angle: 46 });
    expect(screen.queryByRole('combobox', { name: 'Position', hidden: true })).toBeNull();
    onChange.mockClear();
    // A third colour can go again, any one of them; a colour edit replaces that colour only.
    const three = { ...g, colors: ['#000000', '#ffffff', '#ff0000'] };
    rerender(<GradientField label="Background" solidColor="#112233" value={three} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove colour 2', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith({ ...g, colors: ['#000000', '#ff0000'] });
    fireEvent.change(screen.getByRole('textbox', { name: 'Colour 3', hidden: true }), { target: { value: '#00ff00' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...g, colors: ['#000000', '#ffffff', '#00ff00'] });
    onChange.mockClear();
    for (const same of ['#00', '#000000']) fireEvent.change(screen.getByRole('textbox', { name: 'Colour 1', hidden: true }), { target: { value: same } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a linear gradient without its angle shows 90°', async () => {
    renderControl(<GradientField label="Background" solidColor="#112233" value={{ type: 'linear', colors: ['#000000', '#ffffff'] }} onChange={() => {}} />);
    await openPicker('Background: linear');
    expect((screen.getByRole('textbox', { name: 'Angle in degrees', hidden: true }) as HTMLInputElement).value).toBe('90°');
  });

  it('a radial gradient picks its position (centre when none); no angle', async () => {
    const onChange = vi.fn();
    const g = { type: 'radial' as const, colors: ['#000000', '#ffffff'] };
    renderControl(<GradientField label="Background" solidColor="#112233" value={g} onChange={onChange} />);
    await openPicker('Background: radial');
    expect(screen.queryByRole('textbox', { name: 'Angle in degrees', hidden: true })).toBeNull();
    const position = screen.getByRole('combobox', { name: 'Position', hidden: true }) as HTMLInputElement;
    expect(position.value).toBe('center');
    fireEvent.click(position);
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['center', 'top', 'top right', 'right', 'bottom right', 'bottom', 'bottom left', 'left', 'top left']);
    fireEvent.click(screen.getByRole('option', { name: 'top left', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith({ ...g, position: 'top left' });
  });

  it('back to solid: with one colour the gradient goes and the colour is set; with more, the gradient stays solid', async () => {
    const onChange = vi.fn();
    const view = renderControl(<GradientField label="Background" solidColor="#112233" value={{ type: 'solid', colors: ['#000000', '#ffffff'] }} onChange={onChange} />);
    await openPicker('Background: solid');
    fireEvent.click(screen.getByRole('button', { name: 'Remove colour 2', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith(undefined, '#000000');
    view.unmount();
    renderControl(<GradientField label="Background" solidColor="#112233" value={{ type: 'linear', colors: ['#000000', '#ffffff'], angle: 90 }} onChange={onChange} />);
    await openPicker('Background: linear');
    fireEvent.click(screen.getByRole('radio', { name: 'Solid', hidden: true }));
    expect(onChange).toHaveBeenLastCalledWith({ type: 'solid', colors: ['#000000', '#ffffff'] });
  });
});
