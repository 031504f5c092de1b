/** Mantine's Modal close button is an icon with no name; screen readers need one. */
export const CLOSE_LABEL = { 'aria-label': 'Close dialog' } as const;
