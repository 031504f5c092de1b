import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import { defaultConfig, sanitizeConfig } from '@bookla/runtime/config';
import { BorderField, TEXT_MAX, TextField } from './controls';

describe('TextField', () => {
  it('stops at the length the runtime keeps, so nothing typed is dropped at publish', () => {
    renderWithMantine(<TextField label="Description" value="" onChange={() => {}} />);
    expect((screen.getByLabelText('Description') as HTMLInputElement).maxLength).toBe(TEXT_MAX);
    // The limit is the sanitizer's: TEXT_MAX characters are kept, one more is dropped.
    const withText = (t: string) => {
      const c = defaultConfig('booking');
      c.localization.successScreen.description = t;
      return sanitizeConfig('booking', c);
    };
    expect(withText('x'.repeat(TEXT_MAX)).warnings).toEqual([]);
    expect(withText('x'.repeat(TEXT_MAX + 1)).warnings.map((w) => w.path)).toContain('localization.successScreen.description');
  });
});

describe('BorderField', () => {
  it("its switch is named by the row's label alone, and turns the border off and on", () => {
    const onChange = vi.fn();
    const { unmount } = renderWithMantine(<BorderField label="Border" value="1px solid #d1d5db" onChange={onChange} />);
    // Not 'Border Border': the switch had a second visible 'Border' of its own.
    const toggle = screen.getByRole('switch', { name: 'Border' });
    expect(toggle.getAttribute('aria-label')).toBeNull();
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith('none');
    unmount();
    renderWithMantine(<BorderField label="Border" value="none" onChange={onChange} />);
    expect(screen.queryByRole('textbox', { name: 'Border width' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Border' }));
    expect(onChange).toHaveBeenLastCalledWith('1px solid #d1d5db');
  });

  it('width from 0 to 20 px: a value out of range is not applied', () => {
    const onChange = vi.fn();
    renderWithMantine(<BorderField label="Border" value="2px dashed #112233" onChange={onChange} />);
    const width = screen.getByRole('textbox', { name: 'Border width' });
    fireEvent.change(width, { target: { value: '20' } });
    expect(onChange).toHaveBeenLastCalledWith('20px dashed #112233');
    onChange.mockClear();
    fireEvent.change(width, { target: { value: '21' } });
    expect(onChange).not.toHaveBeenCalled();
  });
});
