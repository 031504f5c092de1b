// Builds the npm-ready widgets into dist/: one ESM entry per `exports` subpath on real React (a React app's own
// copy; the embed loader bundles the sources on Preact instead) and their type declarations
// (@bookla/build-tools/package-build). The React app's entries start with "use client": they render in the
// browser, and a server-rendering framework (Next.js App Router) may still import them from a server page.
import { buildPublishedPackage } from '@bookla/build-tools/package-build';

await buildPublishedPackage(new URL('./', import.meta.url), {
  jsx: true,
  useClient: ['.', './booking', './subscription', './gift-card', './mount', './adopted-styles'],
});
