import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MAX_TERMS_LINKS } from '@bookla/runtime/config';
import { TermsLinks } from './TermsLinks';

const setup = (links = [{ text: 'terms', url: '/terms' }]) => {
  const onChange = vi.fn();
  render(
    <MantineProvider>
      <TermsLinks links={links} onChange={onChange} />
    </MantineProvider>,
  );
  return onChange;
};
const type = (label: string, value: string, index = 0) => {
  const input = screen.getAllByLabelText(label)[index]!;
  fireEvent.change(input, { target: { value } });
  return input;
};

describe('terms links', () => {
  it('edits a link on blur, trimmed', () => {
    const onChange = setup();
    fireEvent.blur(type('URL', ' https://example.com/terms '));
    expect(onChange).toHaveBeenLastCalledWith([{ text: 'terms', url: 'https://example.com/terms' }]);
    fireEvent.blur(type('Link text', 'privacy policy'));
    expect(onChange).toHaveBeenLastCalledWith([{ text: 'privacy policy', url: '/terms' }]);
  });

  it('a blur without a change applies nothing (no empty undo step); a link changed elsewhere (undo) shows in its fields', () => {
    const onChange = vi.fn();
    const view = render(
      <MantineProvider>
        <TermsLinks links={[{ text: 'terms', url: '/terms' }]} onChange={onChange} />
      </MantineProvider>,
    );
    const url = screen.getByLabelText('URL') as HTMLInputElement;
    fireEvent.blur(url);
    fireEvent.blur(screen.getByLabelText('Link text'));
    expect(onChange).not.toHaveBeenCalled();
    view.rerender(
      <MantineProvider>
        <TermsLinks links={[{ text: 'rules', url: '/rules' }]} onChange={onChange} />
      </MantineProvider>,
    );
    expect(url.value).toBe('/rules');
    expect((screen.getByLabelText('Link text') as HTMLInputElement).value).toBe('rules');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com', ''])('refuses the URL %j: a message while typing, back to the last URL on blur', (url) => {
    const onChange = setup();
    const input = type('URL', url);
    expect(screen.getByText('Use an http(s) address or a path such as /terms')).toBeTruthy();
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('/terms');
  });

  it('refuses an empty link text the same way', () => {
    const onChange = setup();
    const input = type('Link text', '   ');
    expect(screen.getByText('Enter text of at most 200 characters')).toBeTruthy();
    fireEvent.blur(input);
    expect(onChange).not.toHaveBeenCalled();
    expect((input as HTMLInputElement).value).toBe('terms');
  });

  it('adds the default link and removes a link by its name', () => {
    const onChange = setup([{ text: 'terms', url: '/terms' }, { text: 'privacy', url: '/privacy' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(onChange).toHaveBeenLastCalledWith([{ text: 'terms', url: '/terms' }, { text: 'privacy', url: '/privacy' }, { text: 'terms and conditions', url: '/terms' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove link privacy' }));
    expect(onChange).toHaveBeenLastCalledWith([{ text: 'terms', url: '/terms' }]);
  });

  it('stops adding at the most links the widget keeps', () => {
    setup(Array.from({ length: MAX_TERMS_LINKS }, (_, i) => ({ text: `l${i}`, url: `/l${i}` })));
    expect(screen.queryByRole('button', { name: 'Add link' })).toBeNull();
    expect(screen.getByText(`${MAX_TERMS_LINKS} links at most.`)).toBeTruthy();
  });
});
