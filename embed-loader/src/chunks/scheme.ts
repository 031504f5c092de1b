// Chunk entry: the dark and automatic colour schemes. widget.js requests it beside a widget's chunk for any
// `theme.colorScheme` but light and hands it to mount (widgets' mount.tsx `MountExtra`): the dark palette and
// its code cost a page only when an owner chose them.
import { applyColorScheme } from '@bookla/runtime/scheme';

const dark = matchMedia('(prefers-color-scheme: dark)');

/** The configuration in its scheme, by the visitor's dark mode now. */
export const t = (config: object): object => applyColorScheme(config, dark.matches);

/** A change of the visitor's dark mode renders the widget again (`auto` follows it while the page is open). */
export const w = (changed: () => void): (() => void) => {
  dark.addEventListener('change', changed);
  return () => dark.removeEventListener('change', changed);
};
