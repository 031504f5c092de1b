import { forwardRef, useImperativeHandle, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import type { Theme } from '@bookla/runtime/config';
import { textDirection } from '@bookla/runtime/locale';
import { themeToCssVars } from './theme-vars';
import { useAdoptedStyles } from './use-adopted-styles';

export interface WidgetRootProps {
  /** Which widget this is; set as `data-widget` (styles and tests select on it). */
  widget: string;
  /** The merged theme; becomes `--bk-*` custom properties. */
  theme: Theme;
  /**
   * The widget's locale (a BCP 47 tag: sanitized): it sets the language (`lang`), so a screen reader speaks a
   * German widget on an English page in German (WCAG 'Language of Parts'), and the writing direction (`dir`), so
   * a Hebrew or Arabic widget mirrors on a left-to-right page and an English one stays left to right on a
   * right-to-left page.
   */
  locale: string;
  /** CSS the root adopts into its document or shadow root while mounted (the widget's `…Styles`). */
  styles: string;
  /** Minimum block size in px of list areas (`--bk-list-min-height`); default none. */
  listMinHeight?: number;
  /** Text of the polite live region (step and status announcements). */
  announcement?: string;
  children?: ReactNode;
}

/** Every widget's minimum block size in px; a React app's server-rendered box keeps it too, so nothing moves. */
export const WIDGET_MIN_HEIGHT = 400;

/**
 * The widget's outermost element. Theme variables go in through the style object (CSSOM, allowed by a
 * strict CSP), so the widget needs no inline `<style>`.
 */
export const WidgetRoot = forwardRef<HTMLDivElement, WidgetRootProps>(function WidgetRoot(
  { widget, theme, locale, styles, listMinHeight, announcement, children },
  ref,
) {
  const inner = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => inner.current as HTMLDivElement, []);
  useAdoptedStyles(inner, styles);
  const style = useMemo(() => {
    const vars: Record<string, string> = { ...themeToCssVars(theme), '--bk-min-height': `${WIDGET_MIN_HEIGHT}px` };
    if (listMinHeight) vars['--bk-list-min-height'] = `${listMinHeight}px`;
    return vars as CSSProperties;
  }, [theme, listMinHeight]);
  return (
    <div ref={inner} className="bk-root" data-widget={widget} lang={locale} dir={textDirection(locale)} style={style}>
      {children}
      <div className="bk-sr-only" aria-live="polite" aria-atomic="true" data-bk-live="">
        {announcement}
      </div>
    </div>
  );
});
