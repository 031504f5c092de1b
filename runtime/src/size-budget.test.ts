import { describe, expect, it } from 'vitest';

interface SizeRow {
  name: string;
  raw: number;
  gzip: number;
  brotli: number;
  text: string;
}
interface SplitRow extends SizeRow {
  files: { file: string; gzip: number }[];
}
interface SizeScript {
  BUDGETS: Record<'full' | 'minimal' | 'client eager', number>;
  missingModules(name: string): string[];
  measure(name: string): Promise<SizeRow>;
  measureSplit(name: string): Promise<{ eager: SplitRow; lazy: SplitRow }>;
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

  it('split like the embed, the client needs no zod before a widget is interactive', async () => {
    const { BUDGETS, measureSplit } = await load();
    const { eager, lazy } = await measureSplit('client');
    // `jitless` is the config schemas.ts sets; `safeParse` is zod's own API.
    for (const marker of ['jitless', 'safeParse']) {
      expect(eager.text.includes(marker), `eager chunks hold "${marker}"`).toBe(false);
      expect(lazy.text.includes(marker), `lazy chunk holds "${marker}"`).toBe(true);
    }
    expect(lazy.files.length, 'one lazily imported chunk').toBe(1);
    expect(eager.gzip, `client eager: ${eager.gzip} B gzip, budget ${BUDGETS['client eager']} B`).toBeLessThanOrEqual(BUDGETS['client eager']);
  }, 30_000);
});
