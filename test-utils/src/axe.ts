import axe from 'axe-core';
import { expect } from 'vitest';

// happy-dom does no layout and no real style cascade, so axe cannot compute colours behind text or
// what is visually hidden/offscreen: those rules only produce noise here. Contrast is checked in the
// browser e2e suite instead. Everything else (names, labels, roles, ARIA attributes, ids) runs.
// 'region' (all content inside landmarks) is a rule about the whole page, which belongs to the host site,
// not to an embedded widget.
const UNCOMPUTABLE_RULES = ['color-contrast', 'color-contrast-enhanced', 'link-in-text-block', 'region'];

/** Runs axe-core on `container` and fails with the violations listed (rule, help, offending HTML). */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const results = await axe.run(container, {
    rules: Object.fromEntries(UNCOMPUTABLE_RULES.map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
  });
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => '  ' + n.html).join('\n')}`,
  );
  expect(summary).toEqual([]);
}
