import { describe, it, expect } from 'vitest';
import type { Service } from '@bookla/runtime/types';
import { serviceChoices } from './ServiceSelector';

const svc = (id: string, name: string, description?: string) => ({ id, name, description, type: 'fixed' }) as Service;
const ALL = [svc('a', 'Court', 'Outdoor'), svc('b', 'Studio'), svc('c', 'Yoga')];

describe('serviceChoices', () => {
  it('offers every service when nothing is configured', () => {
    expect(serviceChoices(ALL, []).map((c) => [c.id, c.title, c.description])).toEqual([
      ['a', 'Court', 'Outdoor'],
      ['b', 'Studio', ''],
      ['c', 'Yoga', ''],
    ]);
  });

  it('keeps only configured services, in config order, with their overrides', () => {
    const entries = [
      { serviceId: 'c', title: 'Morning yoga', hideResourcePicker: true },
      { serviceId: 'gone' },
      { serviceId: 'a', description: 'Book a court' },
    ];
    const out = serviceChoices(ALL, entries);
    expect(out.map((c) => [c.id, c.title, c.description])).toEqual([
      ['c', 'Morning yoga', ''],
      ['a', 'Court', 'Book a court'],
    ]);
    expect(out[0]!.entry).toBe(entries[0]);
  });

  it('skips malformed entries of the list', () => {
    // Without a string id, or without a string name, a row cannot be offered.
    const rows = [null, { id: 1 }, { id: 2, name: 'Numbered' }, { id: 'x' }, { id: 'y', name: 7 }, svc('a', 'Court')];
    expect(serviceChoices(rows as unknown as Service[], []).map((c) => c.id)).toEqual(['a']);
  });
});
