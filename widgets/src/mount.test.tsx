import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { useAdoptedStyles } from './shared/use-adopted-styles';
import { createMount, IDENTITY_KEYS, type MountExtra, type MountedWidgetProps as EmbeddedWidgetProps } from './mount';
import { BookingWidget, bookingStyles } from './booking';

const mountBooking = createMount({ Widget: BookingWidget as never, css: bookingStyles });

const CSS = '.bk-root{color:rgb(1, 2, 3)}';
const FORM_CSS = '.bk-root .bk-form{color:rgb(4, 5, 6)}';
const seen: EmbeddedWidgetProps[] = [];
const unmounted = vi.fn();

// Adopts like the real widgets do: WidgetRoot with the widget's sheet, PurchaseForm with the form's.
function FakeWidget(props: EmbeddedWidgetProps) {
  seen.push(props);
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, CSS);
  useEffect(() => unmounted, []);
  const cfg = props.config as { serviceId?: string; crash?: boolean; form?: boolean; fields?: boolean };
  // The crash happens below the adopting root, as in a real widget (inside WidgetRoot).
  return (
    <div ref={ref} className="bk-root" data-service={cfg.serviceId ?? ''}>
      <Crash crash={cfg.crash} />
      {cfg.form && <FakeForm />}
      {cfg.fields && (
        <>
          <input aria-label="Name" />
          <textarea aria-label="Notes" />
          <select aria-label="Size" />
          <button type="button">Continue</button>
        </>
      )}
    </div>
  );
}

function Crash({ crash }: { crash?: boolean }) {
  if (crash) throw new Error('render failed');
  return <>widget</>;
}

function FakeForm() {
  const ref = useRef<HTMLFormElement>(null);
  useAdoptedStyles(ref, FORM_CSS);
  return <form ref={ref} className="bk-form" />;
}

const sheetTexts = (root: ShadowRoot) =>
  root.adoptedStyleSheets.map((s) => [...s.cssRules].map((r) => r.cssText).join(''));

const mount = createMount({ Widget: FakeWidget, css: CSS });
let host: HTMLElement;
let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  document.body.innerHTML = '<div id="host"><p>owner placeholder</p></div>';
  host = document.getElementById('host')!;
  seen.length = 0;
  unmounted.mockClear();
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const rendered = () => host.shadowRoot!.querySelector('.bk-root') as HTMLElement | null;

describe('mount', () => {
  it('renders into an open shadow root with the stylesheet adopted (no <style> element)', async () => {
    const data = { service: Promise.resolve({}) };
    await act(() => void mount(host, { serviceId: 's1' }, data));
    expect(host.shadowRoot).not.toBeNull();
    expect(rendered()!.dataset.service).toBe('s1');
    expect(host.shadowRoot!.querySelector('style')).toBeNull();
    const sheets = host.shadowRoot!.adoptedStyleSheets;
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.cssRules[0]!.cssText).toContain('.bk-root');
    expect(seen.at(-1)).toMatchObject({ host, initialData: data });
    // The owner's light-DOM children stay where they were (not rendered without a slot).
    expect(host.querySelector('p')!.textContent).toBe('owner placeholder');
  });

  it('reuses an existing shadow root and shares one sheet between widgets', async () => {
    const existing = host.attachShadow({ mode: 'open' });
    const other = document.createElement('div');
    document.body.append(other);
    await act(() => {
      mount(host, {});
      mount(other, {});
    });
    expect(host.shadowRoot).toBe(existing);
    expect(existing.adoptedStyleSheets[0]).toBe(other.shadowRoot!.adoptedStyleSheets[0]);
  });

  it('update re-renders with the new config merged deeply; arrays are replaced', async () => {
    let handle!: ReturnType<typeof mount>;
    await act(() => {
      handle = mount(host, {
        serviceId: 'a',
        theme: { colors: { text: '#111111', background: '#ffffff' } },
        servicesConfig: [{ serviceId: 'x' }, { serviceId: 'y' }],
      });
    });
    await act(() => handle.update({ theme: { colors: { text: '#222222' } }, servicesConfig: [{ serviceId: 'z' }] }));
    expect(seen.at(-1)!.config).toEqual({
      serviceId: 'a',
      theme: { colors: { text: '#222222', background: '#ffffff' } },
      servicesConfig: [{ serviceId: 'z' }],
    });
  });

  it('keeps the prefetched data across cosmetic updates but drops it when the service changes', async () => {
    const data = { service: Promise.resolve({}) };
    let handle!: ReturnType<typeof mount>;
    await act(() => {
      handle = mount(host, { serviceId: 'a' }, data);
    });
    await act(() => handle.update({ theme: {} }));
    expect(seen.at(-1)!.initialData).toBe(data);
    await act(() => handle.update({ serviceId: 'b' }));
    expect(seen.at(-1)!.initialData).toBeUndefined();
    expect(rendered()!.dataset.service).toBe('b');
  });

  // Every field the loader's prefetch was built from: a change makes its requests the wrong ones.
  it.each([
    ['apiKey', 'k2'],
    ['companyId', 'c2'],
    ['region', 'eu'],
    ['apiUrl', 'http://127.0.0.1:4010/api'],
    ['serviceId', 'b'],
    ['preselectedDate', '2030-01-02'],
  ])('drops the prefetched data when %s changes, not when it is set to the same value', async (key, value) => {
    const data = { service: Promise.resolve({}) };
    const base = { apiKey: 'k', companyId: 'c', region: 'us', apiUrl: '', serviceId: 'a', preselectedDate: '2030-01-01' };
    let handle!: ReturnType<typeof mount>;
    await act(() => {
      handle = mount(host, base, data);
    });
    await act(() => handle.update({ [key]: (base as Record<string, string>)[key] }));
    expect(seen.at(-1)!.initialData).toBe(data);
    await act(() => handle.update({ [key]: value }));
    expect(seen.at(-1)!.initialData).toBeUndefined();
    // Once dropped it stays dropped, also when the field changes back.
    await act(() => handle.update({ [key]: (base as Record<string, string>)[key] }));
    expect(seen.at(-1)!.initialData).toBeUndefined();
  });

  it('destroy unmounts (effects cleaned up) and empties the shadow root; a new mount works', async () => {
    let handle!: ReturnType<typeof mount>;
    await act(() => {
      handle = mount(host, { serviceId: 'a' });
    });
    await act(() => handle.destroy());
    expect(unmounted).toHaveBeenCalledOnce();
    expect(host.shadowRoot!.childNodes).toHaveLength(0);
    expect(host.shadowRoot!.adoptedStyleSheets).toHaveLength(0);
    await act(() => void mount(host, { serviceId: 'again' }));
    expect(rendered()!.dataset.service).toBe('again');
    expect(host.shadowRoot!.childNodes).toHaveLength(1);
  });

  it('destroy leaves the shadow root without our sheets; a re-init there holds exactly the sheets it needs', async () => {
    let handle!: ReturnType<typeof mount>;
    await act(() => {
      handle = mount(host, { form: true });
    });
    const shadow = host.shadowRoot!;
    expect(sheetTexts(shadow)).toHaveLength(2);
    await act(() => handle.destroy());
    expect(shadow.adoptedStyleSheets).toEqual([]);
    expect(shadow.querySelector('style')).toBeNull();
    await act(() => {
      handle = mount(host, {});
    });
    // The form's sheet of the first mount is gone: only the widget's own is there, once.
    expect(sheetTexts(shadow)).toHaveLength(1);
    expect(sheetTexts(shadow)[0]).toContain('rgb(1, 2, 3)');
    await act(() => handle.update({ form: true }));
    expect(sheetTexts(shadow)).toHaveLength(2);
    await act(() => handle.update({ form: false }));
    expect(sheetTexts(shadow)).toHaveLength(1);
    await act(() => handle.destroy());
    expect(shadow.adoptedStyleSheets).toEqual([]);
  });

  it('two widgets in one shadow root share the sheet; destroying one keeps it for the other', async () => {
    let a!: ReturnType<typeof mount>;
    let b!: ReturnType<typeof mount>;
    await act(() => {
      a = mount(host, { serviceId: 'a' });
      b = mount(host, { serviceId: 'b' });
    });
    const shadow = host.shadowRoot!;
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    await act(() => a.destroy());
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    expect(rendered()!.dataset.service).toBe('b');
    await act(() => b.destroy());
    expect(shadow.adoptedStyleSheets).toEqual([]);
  });

  it("the real booking chunk's widget adopts its sheet into the shadow root and destroy takes it away", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let handle!: ReturnType<typeof mountBooking>;
    await act(() => {
      handle = mountBooking(host, {});
    });
    const shadow = host.shadowRoot!;
    expect(shadow.querySelector('[data-widget=booking]')).not.toBeNull();
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    expect(sheetTexts(shadow)[0]).toContain('.bk-root');
    expect(shadow.querySelector('style')).toBeNull();
    await act(() => handle.destroy());
    expect(shadow.adoptedStyleSheets).toEqual([]);
  });

  it('a widget that crashes shows the Error screen with the default texts and logs, without throwing', async () => {
    await act(() => void mount(host, { crash: true }));
    const screen = rendered()!;
    expect(screen.querySelector('h2')!.textContent).toBe('Error');
    expect(screen.querySelector('[role=alert]')!.textContent).toBe(
      'An error occurred while processing your request. Please try again later.',
    );
    expect(screen.querySelector('button')!.textContent).toBe('Reload');
    expect(errors).toHaveBeenCalledWith('Bookla: the widget failed', expect.objectContaining({ message: 'render failed' }));
  });

  it("the Error screen is styled with the widget's sheet (it renders outside the widget) and destroy removes it", async () => {
    let handle!: ReturnType<typeof mount>;
    await act(() => {
      handle = mount(host, { crash: true });
    });
    const shadow = host.shadowRoot!;
    const screen = rendered()!;
    expect(screen.querySelector('[role=alert]')).not.toBeNull();
    expect(sheetTexts(shadow)).toEqual([expect.stringContaining('rgb(1, 2, 3)')]);
    expect(getComputedStyle(screen).color).toBe('rgb(1, 2, 3)');
    await act(() => handle.destroy());
    expect(shadow.adoptedStyleSheets).toEqual([]);
  });

  it("uses the owner's error texts and Reload remounts the widget", async () => {
    let handle!: ReturnType<typeof mount>;
    await act(() => {
      handle = mount(host, { crash: true, localization: { errorScreen: { title: 'Oops', reload: 'Again' } } });
    });
    expect(host.shadowRoot!.querySelector('h2')!.textContent).toBe('Oops');
    await act(() => handle.update({ crash: false }));
    // Still the error screen until the visitor retries.
    expect(rendered()!.querySelector('[role=alert]')).not.toBeNull();
    await act(() => (host.shadowRoot!.querySelector('button') as HTMLButtonElement).click());
    expect(rendered()!.textContent).toBe('widget');
    // The widget took over the sheet the Error screen held: still there, once.
    expect(host.shadowRoot!.adoptedStyleSheets).toHaveLength(1);
  });

  it('texts of the wrong type in the page config never break the Error screen', async () => {
    await act(() => void mount(host, { crash: true, localization: { errorScreen: { title: { x: 1 }, reload: 'Again' } } }));
    expect(rendered()!.querySelector('h2')!.textContent).toBe('Error');
    expect(rendered()!.querySelector('button')!.textContent).toBe('Again');
  });

  it('a change of texts or theme re-renders the mounted widget in place; an identity field remounts it', async () => {
    let handle!: ReturnType<typeof mount>;
    await act(() => {
      handle = mount(host, { serviceId: 'a', apiKey: 'k', companyId: 'c' });
    });
    await act(() => handle.update({ theme: { colors: { text: '#222222' } }, localization: { title: 'x' } }));
    expect(unmounted).not.toHaveBeenCalled();
    let remounts = 0;
    for (const key of IDENTITY_KEYS) {
      const value = key === 'guestEnabled' || key === 'codeEnabled' || key === 'showServiceSelector' ? true : `${key}-2`;
      await act(() => handle.update({ [key]: value }));
      expect(unmounted, key).toHaveBeenCalledTimes(++remounts);
      // The same value again is no change.
      await act(() => handle.update({ [key]: value }));
      expect(unmounted, key).toHaveBeenCalledTimes(remounts);
    }
  });

  it('a new identity replaces a crashed widget with a fresh one', async () => {
    let handle!: ReturnType<typeof mount>;
    await act(() => {
      handle = mount(host, { serviceId: 'a', crash: true });
    });
    expect(rendered()!.querySelector('[role=alert]')).not.toBeNull();
    await act(() => handle.update({ serviceId: 'b', crash: false }));
    expect(rendered()!.textContent).toBe('widget');
    expect(rendered()!.dataset.service).toBe('b');
  });

  it('set replaces the whole config: a setting left out is gone, not kept as update would keep it', async () => {
    let handle!: ReturnType<typeof mount>;
    await act(() => {
      handle = mount(host, { serviceId: 'a', theme: { _gradients: { one: 1, two: 2 } }, preselectedDate: '2026-12-01' });
    });
    await act(() => handle.set({ serviceId: 'a', theme: { _gradients: { one: 1 } } }));
    expect(seen.at(-1)!.config).toEqual({ serviceId: 'a', theme: { _gradients: { one: 1 } } });
    // preselectedDate is an identity field: leaving it out is a new widget.
    expect(unmounted).toHaveBeenCalledOnce();
  });

  it("keys typed into the widget's fields stay in the widget; Tab, Escape, Ctrl/Meta shortcuts and keys on its buttons reach the page", async () => {
    await act(() => mount(host, { fields: true }));
    const root = rendered()!;
    const inWidget: string[] = [];
    const onPage: string[] = [];
    root.addEventListener('keydown', (e) => inWidget.push(e.key));
    const record = (e: Event) => onPage.push(`${e.type} ${(e as KeyboardEvent).key}`);
    for (const type of ['keydown', 'keypress', 'keyup']) document.addEventListener(type, record);
    try {
      const press = (label: string, key: string, init: KeyboardEventInit = {}) => {
        const el = [...root.querySelectorAll('input,textarea,select,button')].find((x) => x.getAttribute('aria-label') == label || x.textContent == label)!;
        for (const type of ['keydown', 'keypress', 'keyup']) el.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, composed: true, ...init }));
      };
      press('Name', '/');
      press('Name', ' ');
      press('Notes', 's', { shiftKey: true, altKey: true });
      press('Size', 'ArrowDown');
      // The widget's own handlers still see every key.
      expect(inWidget).toEqual(['/', ' ', 's', 'ArrowDown']);
      expect(onPage).toEqual([]);

      press('Name', 'Tab');
      press('Notes', 'Escape');
      press('Name', 'k', { ctrlKey: true });
      press('Name', 'k', { metaKey: true });
      press('Continue', ' ');
      expect(onPage.filter((x) => x.startsWith('keydown'))).toEqual(['keydown Tab', 'keydown Escape', 'keydown k', 'keydown k', 'keydown  ']);
      expect(onPage).toHaveLength(15);
    } finally {
      for (const type of ['keydown', 'keypress', 'keyup']) document.removeEventListener(type, record);
    }
  });
});

describe('the extras the loader fetched beside the widget', () => {
  let dark = false;
  let changed: (() => void) | undefined;
  const off = vi.fn();
  // A colour scheme's chunk as the build makes it (embed-loader src/chunks/scheme.ts), its dark mode in a variable.
  const scheme: MountExtra = {
    t: (config) => ({ ...config, theme: { colors: { background: dark ? '#000000' : '#ffffff' } } }),
    w: (f) => ((changed = f), off),
  };
  const background = () => (seen.at(-1)!.config as { theme: { colors: { background: string } } }).theme.colors.background;

  it('show the widget the configuration they make, through updates, and render again when one says it changed', () => {
    dark = false;
    let handle!: ReturnType<typeof mount>;
    act(() => void (handle = mount(host, { serviceId: 's' }, undefined, [scheme])));
    expect(background()).toBe('#ffffff');
    act(() => handle.update({ serviceId: 's', localization: { bookButton: 'Reserve' } }));
    expect(background()).toBe('#ffffff');
    expect((seen.at(-1)!.config as { localization: { bookButton: string } }).localization.bookButton).toBe('Reserve');
    dark = true;
    act(() => changed!());
    expect(background()).toBe('#000000');
    // The visitor's step and choices stay: the same widget renders again.
    expect(off).not.toHaveBeenCalled();
    act(() => handle.destroy());
    expect(off).toHaveBeenCalledTimes(1);
  });

  it('leave a configuration without extras as it is', () => {
    const config = { localization: { locale: 'en-US' } };
    act(() => void mount(host, config));
    expect(seen.at(-1)!.config).toBe(config);
  });
});
