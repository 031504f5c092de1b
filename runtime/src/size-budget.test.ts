import { describe, expect, it } from 'vitest';

interface SizeRow {
  name: string;
  raw: number;
  gzip: number;
  brotli: number;
  text: string;
}
interface SizeScript {
  BUDGETS: Record<'full' | 'minimal', number>;
  missingModules(name: string): string[];
  measure(name: string): Promise<SizeRow>;
}

// The script is plain .mjs (run by node in `npm run bench`); a computed specifier keeps tsc from
// asking for its declarations.
const scriptPath = '../scripts/size.mjs';
const load = () => import(/* @vite-ignore */ scriptPath) as Promise<SizeScript>;

// Bundle size does not depend on the visitor's zone: measure once, in the UTC project.
describe.runIf(process.env.TZ === 'UTC')('runtime size budget (gzip)', () => {
  it.each(['full', 'minimal'] as const)('the %s embed-facing import fits its budget', async (name) => {
    const { BUDGETS, measure, missingModules } = await load();
    expect(missingModules(name), `modules the ${name} entry imports`).toEqual([]);
    const row = await measure(name);
    if (name === 'full') {
      // Temporal's polyfill must stay a lazy, external import, never bundled into the runtime.
      expect(row.text.includes('import("temporal-polyfill")'), 'lazy polyfill import kept').toBe(true);
    }
    expect(row.gzip, `${name}: ${row.gzip} B gzip, budget ${BUDGETS[name]} B`).toBeLessThanOrEqual(BUDGETS[name]);
  }, 30_000);
});
