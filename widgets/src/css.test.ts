// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cssFiles, cssModule, moduleOf } from '../scripts/css.mjs';

describe("the widgets' CSS", () => {
  it('lives in .css files, each with its text module up to date (run `npm run css -w @bookla/widgets` when this fails)', async () => {
    const files = cssFiles(fileURLToPath(new URL('.', import.meta.url)));
    expect(files.length).toBe(6);
    for (const file of files) expect(readFileSync(moduleOf(file), 'utf8'), file).toBe(await cssModule(file));
  });
});
