// The version of Bookla's widgets: the one place it is written is this package's package.json (every @bookla
// package carries the same, build-tools/src/versions.test.mjs checks). The CDN path of widget.js
// (`…/<version>/widget.js`), the snippets the configurators export and the packages all read it from here; a
// bundler keeps only this string of the manifest.
import { version } from '../package.json';

export const BOOKLA_VERSION: string = version;
