import type { Path } from '../state/store';

/** Every leaf of a plain value with its path; an array is one leaf (a list is set and reset whole). */
export function leaves(value: unknown, path: Path = []): [Path, unknown][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [[path, value]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
}

/**
 * The same shape with every leaf changed: a text gets a suffix, a number 1 more, a flag flips, a list a changed
 * copy of its last entry. An empty list stays empty: the caller gives it entries of its own kind.
 */
export function changeEveryLeaf<T>(value: T): T {
  if (Array.isArray(value)) return (value.length ? [...value, changeEveryLeaf(value[value.length - 1])] : []) as T;
  if (value === null) return 'changed' as T;
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, changeEveryLeaf(v)])) as T;
  if (typeof value === 'string') return `${value}-changed` as T;
  if (typeof value === 'number') return (value + 1) as T;
  if (typeof value === 'boolean') return !value as T;
  return value;
}

export const under = (path: Path, prefix: Path) => prefix.every((k, i) => path[i] === k);
