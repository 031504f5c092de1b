import { describe, expect, it } from 'vitest';
import { envBlock, htmlPage } from './app-page.mjs';

const inner = (block: string) => /^<script type="application\/json" id="bookla-env">(.*)<\/script>$/s.exec(block)![1]!;

describe('envBlock', () => {
  it('holds only the values given, so the app keeps its built-in value for the others', () => {
    const block = envBlock({ cdnBase: 'http://127.0.0.1:4011', demoApiUrl: undefined, liveApiUrl: '' });
    expect(JSON.parse(inner(block))).toEqual({ cdnBase: 'http://127.0.0.1:4011' });
    expect(JSON.parse(inner(envBlock({})))).toEqual({});
  });

  it('cannot end its script block or open another, whatever a value holds', () => {
    const value = 'http://x/</script><script>alert(1)</script>&\u2028\u2029';
    const text = inner(envBlock({ serviceUrl: value }));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    // The page reads the block's text as JSON and gets the value back unchanged.
    expect(JSON.parse(text)).toEqual({ serviceUrl: value });
  });
});

it('htmlPage: an HTML answer the browser asks for again on every load', () => {
  expect(htmlPage('<p>x</p>')).toEqual({ body: '<p>x</p>', type: 'text/html; charset=utf-8', headers: { 'Cache-Control': 'no-cache' } });
});
