import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { DEFAULT_THEME } from '@bookla/runtime/config';
import { WidgetRoot } from './WidgetRoot';
import { StepTransition } from './StepTransition';
import { useAnnouncer, useStepFocus } from './a11y';
import { Price } from './Price';
import { baseStyles } from './styles';

describe('WidgetRoot', () => {
  it('sets the theme as custom properties, data-widget, min heights and a polite live region', () => {
    const { container } = render(
      <WidgetRoot widget="giftcard" theme={DEFAULT_THEME} locale="en-US" styles={baseStyles} listMinHeight={320} announcement="Step 2">
        <p>content</p>
      </WidgetRoot>,
    );
    const root = container.querySelector<HTMLElement>('.bk-root')!;
    expect(root.dataset.widget).toBe('giftcard');
    expect(root.style.getPropertyValue('--bk-button-normal-bg')).toBe(DEFAULT_THEME.colors.button.normal.background);
    expect(root.style.getPropertyValue('--bk-min-height')).toBe('400px');
    expect(root.style.getPropertyValue('--bk-list-min-height')).toBe('320px');
    const live = root.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('Step 2');
    expect(document.adoptedStyleSheets.length).toBeGreaterThan(0);
    expect(root.dir).toBe('ltr');
  });

  it('without a list height (the booking widget) writes none, rather than an invalid one', () => {
    const { container } = render(
      <WidgetRoot widget="booking" theme={DEFAULT_THEME} locale="en-US" styles={baseStyles}>
        <p>content</p>
      </WidgetRoot>,
    );
    const root = container.querySelector<HTMLElement>('.bk-root')!;
    expect(root.getAttribute('style')).not.toContain('--bk-list-min-height');
    expect(root.style.getPropertyValue('--bk-min-height')).toBe('400px');
  });

  it('takes its language and writing direction from its locale, whatever the page around it says', () => {
    const page = document.createElement('div');
    page.dir = 'rtl';
    page.lang = 'ar';
    document.body.append(page);
    const root = (locale: string) =>
      render(<WidgetRoot widget="booking" theme={DEFAULT_THEME} locale={locale} styles="" />, { container: page.appendChild(document.createElement('div')) })
        .container.querySelector<HTMLElement>('.bk-root')!;
    expect(root('he-IL').dir).toBe('rtl');
    expect(root('ar').dir).toBe('rtl');
    expect(root('en-GB').dir).toBe('ltr');
    // A screen reader reads each widget in its own language, not the page's.
    expect(root('de-DE').lang).toBe('de-DE');
    expect(root('he-IL').lang).toBe('he-IL');
    page.remove();
  });

  it('holds its styles in its root only while mounted: a shared sheet leaves with the last widget', () => {
    const styles = baseStyles + '.bk-root .bk-root-test{color:red}';
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    shadow.append(a, b);
    const widget = (name: string) => <WidgetRoot widget={name} theme={DEFAULT_THEME} locale="en-US" styles={styles} />;
    const first = render(widget('one'), { container: a });
    const second = render(widget('two'), { container: b });
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    expect(shadow.adoptedStyleSheets[0]!.cssRules.length).toBeGreaterThan(10);
    first.unmount();
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    second.unmount();
    expect(shadow.adoptedStyleSheets).toEqual([]);
    host.remove();
  });
});

function Steps() {
  const [step, setStep] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  useStepFocus(heading, step);
  return (
    <StepTransition stepKey={String(step)} type="fade" direction={step ? 'forward' : 'back'}>
      <h2 ref={heading} tabIndex={-1}>
        Step {step}
      </h2>
      <button onClick={() => setStep((s) => s + 1)}>next</button>
    </StepTransition>
  );
}

describe('StepTransition and useStepFocus', () => {
  it('remounts per step with the transition type and focuses the new heading, not the first', () => {
    const { container } = render(<Steps />);
    const first = container.querySelector('.bk-step')!;
    expect(first.getAttribute('data-transition')).toBe('fade');
    expect(document.activeElement).not.toBe(screen.getByRole('heading'));
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(container.querySelector('.bk-step')).not.toBe(first);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 1' }));
  });
});

describe('useAnnouncer', () => {
  it('re-announces the same message by clearing first', () => {
    vi.useFakeTimers();
    try {
      let announce!: (t: string) => void;
      function Live() {
        const [message, a] = useAnnouncer();
        announce = a;
        return <div data-testid="live">{message}</div>;
      }
      render(<Live />);
      // Nothing is said until something is announced.
      expect(screen.getByTestId('live').textContent).toBe('');
      act(() => announce('Loading'));
      expect(screen.getByTestId('live').textContent).toBe('');
      act(() => void vi.advanceTimersByTime(60));
      expect(screen.getByTestId('live').textContent).toBe('Loading');
      act(() => announce('Loading'));
      expect(screen.getByTestId('live').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Price', () => {
  it('formats minor units in the locale, without a compared price when not higher', () => {
    const { container, rerender } = render(<Price amount={12900} compared={14700} currency="EUR" locale="en-US" wasLabel="was" />);
    expect(container.textContent).toBe('€129.00was €147.00');
    // The word before the former price is the configured one, never a built-in English word.
    rerender(<Price amount={12900} compared={14700} currency="EUR" locale="de-DE" wasLabel="früher" />);
    expect(container.querySelector('.bk-sr-only')!.textContent).toBe('früher ');
    rerender(<Price amount={12900} compared={12900} currency="EUR" locale="en-US" />);
    expect(container.querySelector('s')).toBeNull();
    rerender(<Price amount={12950} currency="EUR" locale="en-US" showDecimalPlaces={false} />);
    expect(container.textContent).toBe('€130');
  });
});
