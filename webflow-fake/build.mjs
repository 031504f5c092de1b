// Bundles the fake for Node (used by `npm start` and the end-to-end tests from dist); dependencies stay in node_modules.
import { buildNodePackage } from '@bookla/build-tools/node-bundle';

const built = await buildNodePackage(new URL('.', import.meta.url), { index: 'src/index.ts', world: 'src/world.ts' });
console.log(`webflow-fake: built ${built.join(', ')}`);
