/** A Storage double backed by a Map (Node has no localStorage); pass one map to share it, as an origin's tabs do. */
export function mapStorage(map = new Map<string, string>()): Storage & { map: Map<string, string> } {
  return {
    map,
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}
