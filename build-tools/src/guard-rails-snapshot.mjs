// Writes exports.snapshot.json from today's package.json files (run on purpose, after an intended change).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { exportsMaps } from './guard-rails.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
writeFileSync(new URL('./exports.snapshot.json', import.meta.url), `${JSON.stringify(exportsMaps(root), null, 2)}\n`);
