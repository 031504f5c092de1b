import { deepFreeze } from '../plain';
import type { ColorScheme, ThemeColors } from '../types';

/**
 * The colour schemes a widget can follow (`theme.colorScheme`) and the dark scheme's default colours. Settings of
 * the configuration model only: the page's loader hands a widget its configuration with `theme.colors` already the
 * scheme's (`@bookla/runtime/scheme`), so no widget's first paint ships a second palette. Apart from the rule (in
 * ../color-scheme.ts), so the transform that applies them imports no sanitizer.
 */

/** 'light': `theme.colors` (the default). 'dark': `theme.darkColors`. 'auto': the visitor's `prefers-color-scheme`. */
export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;

// The dark palette, contrast measured by WCAG 2 (widget-defaults/scheme.test.ts computes every pair):
// #111827 page and list, #1f2937 raised surfaces (items, fields, summary, icon buttons), #374151 and #6b7280 lines;
// #f9fafb text, 17.0:1 on the page and 14.1:1 raised; #9ca3af muted, 7.0:1 and 5.8:1; #60a5fa accent with #111827
// text 7.0:1 (7.0:1 against the page too: a filled button or selected tile stands out), #93c5fd its hover 9.8:1;
// #172554 hovered and chosen rows under #f9fafb 14.1:1 and #bfdbfe 10.3:1; #f87171 error 6.4:1, #4ade80 success
// 10.2:1. Outlines that show a control (fields #9ca3af, tiles #6b7280, outlined buttons #60a5fa) reach 3:1 on the
// page; focus rings take the text colour, so they do too.
/** Default colours of the dark scheme, the same shape as `DEFAULT_THEME.colors`: text of at least 4.5:1 in every state. */
export const DARK_THEME_COLORS: ThemeColors = /* @__PURE__ */ deepFreeze<ThemeColors>({
  background: '#111827',
  text: '#f9fafb',
  secondaryText: '#9ca3af',
  error: '#f87171',
  success: '#4ade80',
  border: '#374151',
  button: {
    normal: { background: '#60a5fa', text: '#111827', border: 'none' },
    hover: { background: '#93c5fd', text: '#111827', border: 'none' },
    disabled: { background: '#374151', text: '#d1d5db', border: 'none' },
  },
  secondaryButton: {
    normal: { background: '#111827', text: '#93c5fd', border: '1px solid #60a5fa' },
    hover: { background: '#172554', text: '#bfdbfe', border: '1px solid #93c5fd' },
    disabled: { background: '#1f2937', text: '#9ca3af', border: '1px solid #4b5563' },
  },
  iconButton: {
    normal: { background: '#1f2937', text: '#f9fafb', border: 'none' },
    hover: { background: '#374151', text: '#f9fafb', border: 'none' },
    disabled: { background: '#1f2937', text: '#9ca3af', border: 'none' },
  },
  item: {
    normal: { background: '#1f2937', text: '#f9fafb', secondaryText: '#9ca3af', border: '1px solid #6b7280' },
    selected: { background: '#60a5fa', text: '#111827', secondaryText: '#1f2937', border: '1px solid #60a5fa' },
    hover: { background: '#172554', text: '#f9fafb', secondaryText: '#bfdbfe', border: '1px solid #60a5fa' },
    disabled: { background: '#1f2937', text: '#9ca3af', secondaryText: '#9ca3af', border: '1px solid #374151' },
  },
  list: {
    normal: { background: '#111827', text: '#f9fafb', secondaryText: '#9ca3af', border: '1px solid #374151' },
    selected: { background: '#172554', text: '#f9fafb', secondaryText: '#bfdbfe', border: '1px solid #60a5fa' },
  },
  form: {
    normal: { background: '#1f2937', text: '#f9fafb', border: '1px solid #9ca3af' },
    error: { background: '#450a0a', text: '#fecaca', border: '1px solid #f87171' },
  },
  summary: { background: '#1f2937', text: '#f9fafb', secondaryText: '#9ca3af', border: '1px solid #374151' },
});

/** The model's theme settings no widget reads, by default: the light scheme, and the dark palette for when it is chosen. */
export const SCHEME_DEFAULTS: { readonly colorScheme: ColorScheme; readonly darkColors: ThemeColors } = /* @__PURE__ */ deepFreeze({
  colorScheme: 'light',
  darkColors: DARK_THEME_COLORS,
});
