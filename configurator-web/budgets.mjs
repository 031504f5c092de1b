// Gzip ceilings of the standalone configurator, in bytes: a measure + 5 %, so growth shows up in review instead
// of slipping in. Owners open it on a desk, not a slow phone, so the margin is wider than the widgets'; what the
// first screen needs is kept apart from what it does not (the Theme and Config tabs, the Embed tab, the Export
// and Import dialogs are chunks of their own; the Embed tab's measure counts the controls it shares with the
// other two). Raise one only with the reason in the commit (git's history of this file is
// the record of each measure).
export const GZIP_CEILINGS = {
  initialJs: Math.round(224_885 * 1.05),
  initialCss: Math.round(21_838 * 1.05),
  exportDialog: Math.round(13_891 * 1.05),
  importDialog: Math.round(11_883 * 1.05),
  settingsTabs: Math.round(31_650 * 1.05),
  embedTab: Math.round(4_066 * 1.05),
};
