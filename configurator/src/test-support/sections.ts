// The settings tabs' collapsible sections, as their tests open and read them.
import { Accordion } from '@mantine/core';
import { fireEvent, screen, within } from '@testing-library/react';

/**
 * A theme without the sections' open animation. happy-dom runs no CSS transition: an opening section would stay
 * hidden (its panel an inactive Activity, which React updates late). Without it a section opens at once, as it
 * does for reduced motion.
 */
export const NO_TRANSITIONS = { components: { Accordion: Accordion.extend({ defaultProps: { transitionDuration: 0 } }) } };

const controls = () => screen.getAllByRole('button').filter((b) => b.classList.contains('mantine-Accordion-control'));

/** A section's panel, opened first. */
export function section(title: string) {
  const control = controls().find((b) => b.textContent === title)!;
  if (control.getAttribute('aria-expanded') !== 'true') fireEvent.click(control);
  return within(screen.getByRole('region', { name: title }));
}

/** Each section's title and whether it is open, in order. */
export const sectionTitles = () => controls().map((b) => [b.textContent, b.getAttribute('aria-expanded')]);
