// Gzip ceilings of the standalone configurator, in bytes: the first measured value + 5 %, so growth shows up
// in review instead of slipping in. Raise one only with the reason in the commit.
// Measured 2026-11-25 with the interim shell (only the widgets in a preview): initial JS 155 978 B, initial CSS
// 36 502 B, Export dialog chunk 13 150 B. Then the app renders the configurator core (every settings tab,
// Mantine's Splitter, inputs, colour, angle and form controls, undo/redo, the preview through the widgets'
// shared mount): initial JS 246 986 B (+91 KB for the whole settings UI; the Theme and Config tabs are the
// candidates for lazy loading), CSS 36 502 B unchanged (Mantine's core sheet already held every component).
// 2026-11-26: the Import dialog is a lazy chunk too, 11 180 B, nearly all JSON5's parser (Import reads code
// written by hand as the docs write it); initial JS 246 450 B (+0.2 KB for the shared lazy-dialog loader).
// Then 11 527 B: Import also reads the Export dialog's React tab.
// 2026-11-26: initial CSS 21 838 B (was 36 502 B): Mantine's sheets per component (@bookla/configurator/mantine.css)
// instead of the whole core sheet, with the dates picker's sheet that had been missing (its calendar was unstyled).
// 2026-11-26: the Theme and Config tabs are a chunk fetched right after the first paint (with @mantine/dates,
// @mantine/form and dayjs): initial JS 226 509 B (was ~254 000 B), the tabs' chunk 29 863 B.
// Then the settings' label row is a module of its own, so the API tab no longer brings the controls module:
// initial JS 224 885 B, the tabs' chunk 31 650 B (+1.8 KB: the controls moved there).
// 2026-11-28: the Import dialog chunk 11 883 B (was 11 550 B): the snippet reader reports every init call of the
// code with the element it names, and the dialog names the widgets it did not import (+0.33 KB).
export const GZIP_CEILINGS = {
  initialJs: Math.round(224_885 * 1.05),
  initialCss: Math.round(21_838 * 1.05),
  exportDialog: Math.round(13_150 * 1.05),
  importDialog: Math.round(11_883 * 1.05),
  settingsTabs: Math.round(31_650 * 1.05),
};
