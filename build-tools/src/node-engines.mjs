// Does a Node version satisfy an `engines.node` range? Only the range forms npm packages actually use
// (`>=x`, `^x.y`, `x.y.z`, `10.x`, `*`, spaces for AND, `||` for OR); enough to check the lockfile without
// pulling semver into the project. An unknown form throws, so a new shape is noticed, not waved through.

/** @param {string} v @returns {number[]} */
const parts = (v) => {
  const m = /^v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(v.trim());
  if (!m) throw new Error(`engines: cannot read version "${v}"`);
  return [1, 2, 3].map((i) => (m[i] === undefined || m[i] === 'x' || m[i] === '*' ? NaN : Number(m[i])));
};

/** Compares the version with the bound over the bound's given parts (NaN = any). */
const cmp = (/** @type {number[]} */ a, /** @type {number[]} */ b) => {
  for (let i = 0; i < 3; i++) {
    if (Number.isNaN(b[i])) return 0;
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
};

/** @param {number[]} version @param {string} comparator */
function one(version, comparator) {
  // `*` and `x`: any version (highlight.js 10 says `"node": "*"`).
  if (comparator === '*' || comparator === 'x') return true;
  const m = /^(>=|<=|>|<|\^|~|=)?\s*(.+)$/.exec(comparator);
  if (!m) throw new Error(`engines: cannot read "${comparator}"`);
  const [, op = '=', raw] = m;
  const bound = parts(raw);
  const c = cmp(version, bound);
  switch (op) {
    case '>=': return c >= 0;
    case '>': return c > 0;
    case '<=': return c <= 0;
    case '<': return c < 0;
    case '=': return c === 0;
    // ^1.2.3 := >=1.2.3 <2 (for majors above 0, the only ones Node has had since 4)
    case '^': return c >= 0 && version[0] === bound[0];
    case '~': return c >= 0 && version[0] === bound[0] && (Number.isNaN(bound[1]) || version[1] === bound[1]);
  }
  return false;
}

/**
 * @param {string} version e.g. '20.20.2' or 'v20.20.2'
 * @param {string} range an `engines.node` value
 */
export function satisfies(version, range) {
  const v = parts(version);
  return range.split('||').some((alt) =>
    alt
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean)
      .every((c) => one(v, c)),
  );
}
