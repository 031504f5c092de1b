import { describe, expect, it } from 'vitest';
import { callbackPage } from './callback-page';

describe('the page the OAuth popup ends on', () => {
  it('shows every text as text: markup in a title or message is escaped, never parsed', () => {
    const { html } = callbackPage({ title: 'A <b>"bold"</b> & \'quoted\' title', message: '<script>alert(1)</script>' });
    expect(html).toContain('<title>A &#60;b&#62;&#34;bold&#34;&#60;/b&#62; &#38; &#39;quoted&#39; title · Bookla</title>');
    expect(html).toContain('<h1>A &#60;b&#62;&#34;bold&#34;&#60;/b&#62; &#38; &#39;quoted&#39; title</h1>');
    expect(html).toContain('<p>&#60;script&#62;alert(1)&#60;/script&#62;</p>');
    // Without an origin to tell there is no script at all.
    expect(html).not.toContain('<script');
  });

  it('tells only the given origin, as a JavaScript string no origin text can end; the script runs by its nonce alone', () => {
    const { html, csp } = callbackPage({ title: 'Done', message: 'Close this window.', notifyOrigin: 'https://x.example</script><script>alert(1)//\u2028' });
    expect(html).toContain(`window.opener.postMessage('authComplete', "https://x.example\\u003c/script\\u003e\\u003cscript\\u003ealert(1)//\\u2028");`);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1]!;
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(csp).toBe(`default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`);
    // A fresh nonce for every page.
    expect(callbackPage({ title: 'Done', message: '' }).csp).not.toBe(csp);
  });
});
