// The host pages' only special header: the strict Content-Security-Policy of the CSP page. The server itself
// is the CDN stand-in of the development tools (`@bookla/dev/static-server`), shared with `npm start`.
// Only a loopback http origin may be written into a CSP header taken from a query string.
const LOOPBACK_ORIGIN = /^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/;

/**
 * The strict policy of the CSP host page: scripts and styles only from the static origin, API calls
 * only to the sandbox origin named in `?api=` (loopback only), no inline code, no eval, and Trusted Types
 * enforced with one policy allowed, `probe`, which only the test creates (to prove inline scripts are
 * refused): a widget that wrote HTML or script text, or made a policy of its own, would be refused.
 * @param {URL} url
 * @returns {Record<string, string> | undefined}
 */
export function strictCspHeaders(url) {
  if (!/\/csp[^/]*\.html$/.test(url.pathname)) return undefined;
  const api = url.searchParams.get('api') ?? '';
  const connect = LOOPBACK_ORIGIN.test(api) ? api : "'none'";
  return {
    'content-security-policy':
      `default-src 'none'; script-src ${url.origin}; style-src ${url.origin}; ` +
      `connect-src ${connect}; img-src data:; require-trusted-types-for 'script'; trusted-types probe`,
  };
}
