// What the configurators' development servers write into the page of an app they serve.

/** JSON that cannot end the <script> block it sits in. */
export const scriptSafe = (value) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The JSON data block an app reads its page values from (its src/env.ts: the CDN base, the API bases, the host
 * service), with only the values given: an app keeps its built-in value for each one left out. Data, never run.
 * @param {Record<string, string | undefined>} values
 */
export function envBlock(values) {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value));
  return `<script type="application/json" id="bookla-env">${scriptSafe(given)}</script>`;
}

/** An app's index.html as served: read again on every load, since its values change with each start. */
export const htmlPage = (body) => ({ body, type: 'text/html; charset=utf-8', headers: { 'Cache-Control': 'no-cache' } });
