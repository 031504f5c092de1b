import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_COMPRESSED_BYTES, pickEncoding } from './compression';
import { type TestSandbox, startTestSandbox } from './testing';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['deflate', null],
    // The weight is the q parameter wherever it stands; a weight that is no number counts as 0.
    ['br;foo=1;q=0, gzip', 'gzip'],
    ['br;level=1;q=1, gzip;q=0.5', 'br'],
    ['br;q=high, gzip;q=0.1', 'gzip'],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

/** A raw GET (node:http does not decode), so the test sees the bytes on the wire. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the sandbox compresses its answers like a production API', () => {
  let sb: TestSandbox;
  beforeAll(async () => {
    sb = await startTestSandbox('2025-03-03T08:00:00Z');
  });
  afterAll(() => sb.close());

  const list = () => `${sb.url}/api/v1/client/companies/${sb.info.companyId}/services`;
  const auth = () => ({ 'X-API-Key': sb.info.apiKey });

  it('answers brotli when accepted, and the bytes decode to the same JSON as the plain answer', async () => {
    const plain = await rawGet(list(), auth());
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.byteLength).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    const br = await rawGet(list(), { ...auth(), 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('answers gzip to a client without brotli', async () => {
    const gz = await rawGet(list(), { ...auth(), 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toBeInstanceOf(Array);
  });

  it('answers HEAD without an encoding: there is no body to encode', async () => {
    const res = await new Promise<{ headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      const req = request(list(), { method: 'HEAD', headers: { ...auth(), 'Accept-Encoding': 'br' } }, (r) => {
        r.resume();
        r.on('end', () => resolve({ headers: r.headers }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('leaves tiny answers plain but still says they vary by encoding', async () => {
    const res = await rawGet(`${sb.url}/api/v1/client/companies/${sb.info.companyId}/services/nope`, { ...auth(), 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(res.body.toString())).toHaveProperty('error');
  });
});
