import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { Faults, parseFaultHeader } from './faults';

describe('parseFaultHeader', () => {
  it.each([
    ['latency=500', { latency: 500 }],
    ['status=503', { status: 503 }],
    ['failRate=0.5;seed=7', { failRate: 0.5, seed: 7 }],
    [' drop ; commitThenFail ', { drop: true, commitThenFail: true }],
    ['latency=500;status=503;failRate=0.5;drop;commitThenFail', { latency: 500, status: 503, failRate: 0.5, drop: true, commitThenFail: true }],
    ['', {}],
  ])('%j', (header, rule) => {
    expect(parseFaultHeader(header)).toEqual(rule);
  });

  it.each(['latency=-1', 'status=99', 'status=abc', 'failRate=2', 'seed=1.5', 'explode', 'latency'])('rejects %j naming the header', (header) => {
    const e = (() => {
      try {
        parseFaultHeader(header);
      } catch (err) {
        return err;
      }
    })();
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).field).toBe('X-Sandbox-Fault');
  });
});

describe('Faults rules', () => {
  it('lists rules with their remaining count, and clear empties them', () => {
    const f = new Faults();
    f.add({ status: 500, count: 2, pathPrefix: '/api/v1/client' });
    expect(f.list()).toEqual([{ id: 1, status: 500, count: 2, remaining: 2, pathPrefix: '/api/v1/client' }]);
    f.clear();
    expect(f.list()).toEqual([]);
  });
});
