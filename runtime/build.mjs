// Builds the npm-ready runtime into dist/: one ESM entry per `exports` subpath and its type declarations
// (@bookla/build-tools/package-build).
import { buildPublishedPackage } from '@bookla/build-tools/package-build';

await buildPublishedPackage(new URL('./', import.meta.url));
