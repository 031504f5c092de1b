import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithMantine } from '@bookla/test-utils/mantine-render';
import { defaultConfig, sanitizeConfig } from '@bookla/runtime/config';
import { TEXT_MAX, TextField } from './controls';

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
