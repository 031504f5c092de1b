// Node 20 has no Temporal: install the polyfill once per test worker, the same way the
// embed does in a browser that lacks it.
import { ensureTemporal } from '../time/temporal';

await ensureTemporal();
