import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * The Mantine theme both hosts render the configurator with, in a light and a dark colour scheme (the Webflow
 * Designer is dark unless its owner switches it; the web app follows the system). Contrast was measured with
 * axe in Chromium: Mantine's default blue (shade 6) under white text is 3.5:1, shade 8 passes 4.5:1 (and stays
 * the filled shade in dark); its error red (red 6 light, red 8 dark) is about 3:1 in both schemes, for the
 * messages and for the text typed into a field in error, hence the scheme's own `--mantine-color-error` below.
 */
export const configuratorTheme = createTheme({
  primaryShade: 8,
  // Mantine animates sections, dialogs and indicators even for owners who asked their system for less motion
  // unless told to respect it; the widgets already do.
  respectReducedMotion: true,
  components: {
    // A notice's text is Mantine's dimmed grey under a title: 3.3:1 on white, and its close button an unnamed
    // icon (axe on the web app's import warning). Notes' muted colour is 7:1 and more in either scheme.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notice' } },
      styles: { description: { color: 'var(--bookla-color-muted)' } },
    },
    // A dialog's close button is an icon with no name: screen readers need one, in every dialog of both hosts.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    // The picker under every colour field: its sliders answer the pointer only (the hex field is the keyboard's
    // way in), yet screen readers list them, and unnamed.
    ColorPicker: { defaultProps: { saturationLabel: 'Saturation and brightness', hueLabel: 'Hue', alphaLabel: 'Opacity' } },
    // A list that scrolls has no focusable content for axe (its options are reached by arrow keys from the
    // field), and a short list is easier read whole: every fixed list here (at most 9 choices) opens unscrolled;
    // only an account's list of services, plans or cards can be long enough to scroll.
    Select: { defaultProps: { maxDropdownHeight: 360 } },
  },
});

/**
 * The few colours the configurator sets itself, each with its light and dark value, so no component names a
 * shade that is readable in one scheme only: secondary notes (`muted`), small actions beside a list item
 * (`strong`), links in notes and the low-contrast warning's title; and Mantine's own error colour (every error
 * message, a field's border and typed text in error): red 9 on white, red 3 on the dark body, both over 4.5:1
 * (red 9 on dark would be 2.8:1).
 */
export const configuratorCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--bookla-color-muted': theme.colors.gray[7]!,
    '--bookla-color-strong': theme.colors.gray[9]!,
    '--bookla-color-link': theme.colors.blue[9]!,
    '--mantine-color-error': theme.colors.red[9]!,
    // Mantine's yellow 9 on its light yellow alert is under 3:1; this amber is 7:1.
    '--bookla-color-warning': '#7a4100',
  },
  dark: {
    '--bookla-color-muted': theme.colors.dark[1]!,
    '--bookla-color-strong': theme.colors.dark[0]!,
    '--bookla-color-link': theme.colors.blue[3]!,
    '--mantine-color-error': theme.colors.red[3]!,
    '--bookla-color-warning': theme.colors.yellow[3]!,
  },
});
