// widget.js: the classic script a site owner's page loads. It must stay tiny (budget in src/budgets.mjs):
// everything heavy lives in the chunks it imports. Both constants are injected by build.mjs.
import { install } from './install';
import type { LoaderManifest } from './manifest';

declare const __BOOKLA_MANIFEST__: LoaderManifest;
declare const __BOOKLA_VERSION__: string;

install(window, __BOOKLA_MANIFEST__, __BOOKLA_VERSION__);
