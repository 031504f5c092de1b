import { deepFreeze } from '../plain';
import type { Theme } from '../types';

// The palette, written out as literals (gzip shrinks repeated literals better than minified constant names):
// #111827 ink, 17.7:1 on white; #4b5563 muted, 7.6:1 on white, 6.9:1 on #f3f4f6; #1d4ed8 brand and #1e3a8a its
// hover, white text on them 6.7:1 and 10.4:1; #eff6ff tint; #d1d5db and #e5e7eb lines; #f3f4f6 surface.
/** Default theme: neutral surfaces, one accent, text contrast of at least 4.5:1 in every state. */
export const DEFAULT_THEME: Theme = deepFreeze<Theme>({
  colors: {
    background: '#ffffff',
    text: '#111827',
    secondaryText: '#4b5563',
    error: '#b91c1c',
    success: '#15803d',
    border: '#d1d5db',
    button: {
      normal: { background: '#1d4ed8', text: '#ffffff', border: 'none' },
      hover: { background: '#1e3a8a', text: '#ffffff', border: 'none' },
      // Disabled controls are exempt from WCAG contrast, but we keep the label readable anyway.
      disabled: { background: '#e5e7eb', text: '#4b5563', border: 'none' },
    },
    secondaryButton: {
      normal: { background: '#ffffff', text: '#1d4ed8', border: '1px solid #1d4ed8' },
      hover: { background: '#eff6ff', text: '#1e3a8a', border: '1px solid #1e3a8a' },
      disabled: { background: '#f3f4f6', text: '#4b5563', border: '1px solid #d1d5db' },
    },
    iconButton: {
      normal: { background: '#f3f4f6', text: '#111827', border: 'none' },
      hover: { background: '#e5e7eb', text: '#111827', border: 'none' },
      disabled: { background: '#f3f4f6', text: '#4b5563', border: 'none' },
    },
    item: {
      normal: { background: '#ffffff', text: '#111827', secondaryText: '#4b5563', border: '1px solid #d1d5db' },
      selected: { background: '#1d4ed8', text: '#ffffff', secondaryText: '#eff6ff', border: '1px solid #1d4ed8' },
      hover: { background: '#eff6ff', text: '#111827', secondaryText: '#374151', border: '1px solid #1d4ed8' },
      disabled: { background: '#f3f4f6', text: '#4b5563', secondaryText: '#4b5563', border: '1px solid #e5e7eb' },
    },
    list: {
      normal: { background: '#ffffff', text: '#111827', secondaryText: '#4b5563', border: '1px solid #e5e7eb' },
      selected: { background: '#eff6ff', text: '#111827', secondaryText: '#374151', border: '1px solid #1d4ed8' },
    },
    form: {
      // Input outlines need 3:1 against the page (WCAG 1.4.11): #6b7280 gives 4.8:1.
      normal: { background: '#ffffff', text: '#111827', border: '1px solid #6b7280' },
      error: { background: '#fef2f2', text: '#7f1d1d', border: '1px solid #b91c1c' },
    },
    summary: { background: '#f9fafb', text: '#111827', secondaryText: '#4b5563', border: '1px solid #e5e7eb' },
  },
  _gradients: {},
  spacing: {
    padding: 24,
    borderRadius: 12,
    gridGap: 8,
    rowGap: 12,
    sectionGap: 24,
    text: { gap: 4, labelGap: 6 },
    button: { padding: '12px 20px', borderRadius: 8 },
    iconButton: { padding: 8, borderRadius: 8 },
    item: { padding: '10px 12px', borderRadius: 8 },
    list: { padding: 16, borderRadius: 10 },
    form: { padding: '10px 12px', borderRadius: 8 },
    summary: { padding: 16, borderRadius: 10 },
  },
  typography: {
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontSize: { base: 16, large: 20 },
    fontWeight: { normal: 400, medium: 600 },
    lineHeight: { title: 1.3, text: 1.5 },
  },
});
