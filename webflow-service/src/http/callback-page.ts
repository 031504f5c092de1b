// The page the OAuth popup ends on. On success it tells the extension, at its exact origin (never '*'), and
// closes; otherwise it says what to do. Its one inline script is allowed by a per-response nonce in the CSP;
// every text is HTML-escaped.
import { randomBytes } from 'node:crypto';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const scriptSafe = (v: unknown) => JSON.stringify(v).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export interface CallbackPage {
  html: string;
  csp: string;
}

export function callbackPage(opts: { title: string; message: string; notifyOrigin?: string }): CallbackPage {
  const nonce = randomBytes(16).toString('base64');
  const script = opts.notifyOrigin
    ? `<script nonce="${nonce}">
  if (window.opener) window.opener.postMessage('authComplete', ${scriptSafe(opts.notifyOrigin)});
  setTimeout(() => window.close(), 600);
</script>`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(opts.title)} · Bookla</title>
<style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;color:#111827;background:#f9fafb}main{max-width:28rem;padding:2rem;text-align:center}</style>
</head>
<body>
<main>
<h1>${escape(opts.title)}</h1>
<p>${escape(opts.message)}</p>
</main>
${script}
</body>
</html>`;
  return { html, csp: `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'` };
}
