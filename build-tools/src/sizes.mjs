// Byte measurements shared by the loader's build (the table) and size test, the runtime's size script and the bench.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

/** raw / gzip -9 / brotli q11 bytes of one buffer. */
export function measure(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Sizes of one file. */
export const measureFile = (path) => measure(readFileSync(path));

/** Sum of several `measure` results. */
export const sum = (sizes) =>
  sizes.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });

const kb = (n) => (n / 1024).toFixed(2).padStart(8);

/** A fixed-width table: one row per `[label, sizes, budget?]`. */
export function formatTable(rows) {
  const width = Math.max(...rows.map(([label]) => label.length), 4);
  const head = `${'file'.padEnd(width)}  ${'raw KB'.padStart(8)}  ${'gzip KB'.padStart(8)}  ${'br KB'.padStart(8)}  budget (gzip)`;
  const lines = rows.map(([label, s, budget]) => {
    const verdict = budget === undefined ? '' : `${s.gzip <= budget ? 'ok  ' : 'OVER'} ≤ ${(budget / 1024).toFixed(1)} KB`;
    return `${label.padEnd(width)}  ${kb(s.raw)}  ${kb(s.gzip)}  ${kb(s.brotli)}  ${verdict}`;
  });
  return [head, '-'.repeat(head.length), ...lines].join('\n');
}
