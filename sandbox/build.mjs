// Bundles the sandbox for Node: the CLI and the library entries, dependencies left to node_modules.
import { buildNodePackage } from '@bookla/build-tools/node-bundle';

const built = await buildNodePackage(new URL('.', import.meta.url), { cli: 'src/cli.ts', index: 'src/index.ts', demo: 'src/demo.ts' });
console.log(`sandbox: built ${built.join(', ')}`);
