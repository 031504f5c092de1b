import { readFileSync } from 'node:fs';
import type { Frame, Page } from '@playwright/test';
import { AXE_PATH } from './paths';

// One way to run axe-core for every spec (the widgets, the configurator, both hosts). It judges against WCAG 2.2
// AA, the level the EU's accessibility rules (EN 301 549 v4) ask of web commerce: axe ships WCAG 2.2's one
// automatable AA rule, target size (2.5.8: a pointer target at least 24 px, or that far from the next), switched
// off by default, so it is switched on here.

/** What axe looks at: CSS selectors to include and to exclude (the configurator's preview is the widget's own). */
export interface AxeScope {
  include?: string[];
  exclude?: string[];
}

/** The configurators' live preview: the widget's own markup, judged by the widget specs. */
export const PREVIEW = '[data-testid="preview-widget"]';

/** Rules by WCAG level (the widgets ask for exactly these); without tags every rule axe has on, as for the configurator. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeResult {
  /** One line per violated rule: its id, what it asks and the offending nodes. */
  violations: string[];
  /** How many rules found something to check and passed (a run over nothing passes trivially). */
  passes: number;
}

/** Runs axe in `target` (a page or the extension's frame), loading it first if needed. */
export async function runAxe(target: Page | Frame, scope: AxeScope = {}, tags?: string[]): Promise<AxeResult> {
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(readFileSync(AXE_PATH, 'utf8'));
  return target.evaluate(
    async ([scope, tags]) => {
      interface Run {
        violations: { id: string; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
        passes: unknown[];
      }
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Run> } }).axe;
      const context = { ...(scope.include ? { include: scope.include.map((s) => [s]) } : {}), exclude: (scope.exclude ?? []).map((s) => [s]) };
      const options = {
        ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
        rules: { 'target-size': { enabled: true } },
      };
      const r = await axe.run(context, options);
      return {
        violations: r.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join(' | ')}`),
        passes: r.passes.length,
      };
    },
    [scope, tags] as const,
  );
}
