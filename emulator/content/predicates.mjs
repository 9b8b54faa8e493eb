// @ts-check
/**
 * Prismic query predicates (`q`) and `orderings`, as @prismicio/client sends them: `[[at(document.type, "page")]
 * [any(document.tags, ["a"])]]`, single `[at(...)]` groups, or the older `[[:d = at(...)]]` form. All predicates of all
 * `q` values must hold.
 */

/** @typedef {import('./documents.mjs').PrismicDocument} PrismicDocument */
/** @typedef {{ name: string, path: string, values: unknown[], source: string }} Predicate */

export class PredicateParseError extends Error {
  /**
   * @param {string} message
   * @param {string} source
   * @param {number} column
   */
  constructor(message, source, column) {
    super(message);
    this.name = 'PredicateParseError';
    this.source = source;
    this.column = column;
  }
}

const PREDICATES = ['at', 'not', 'any', 'in', 'has', 'missing', 'fulltext'];

/**
 * Splits `text` into its top-level `[...]` groups (brackets inside strings are ignored).
 * @param {string} text
 * @param {string} source the whole q value, for error messages
 * @returns {string[]}
 */
function topLevelGroups(text, source) {
  /** @type {string[]} */
  const groups = [];
  let depth = 0;
  let start = -1;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === '[') {
      if (depth === 0) start = i + 1;
      depth++;
    } else if (c === ']') {
      depth--;
      if (depth < 0) throw new PredicateParseError(`unexpected "]" in ${source}`, source, i + 1);
      if (depth === 0) groups.push(text.slice(start, i));
    } else if (depth === 0 && c !== undefined && !/\s/.test(c)) {
      throw new PredicateParseError(`expected "[" but found "${c}" in ${source}`, source, i + 1);
    }
  }
  if (depth !== 0 || quoted) throw new PredicateParseError(`unterminated predicate in ${source}`, source, text.length);
  return groups;
}

/**
 * Splits predicate arguments at top-level commas.
 * @param {string} text
 */
function splitArgs(text) {
  /** @type {string[]} */
  const parts = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((p) => p !== '');
}

/**
 * @param {string} raw
 * @param {string} source
 */
function parseValue(raw, source) {
  if (raw.startsWith('"') || raw.startsWith('[') || /^-?\d/.test(raw) || raw === 'true' || raw === 'false') {
    try {
      return JSON.parse(raw);
    } catch {
      throw new PredicateParseError(`invalid value ${raw} in ${source}`, source, source.indexOf(raw) + 1);
    }
  }
  return raw;
}

/**
 * Parses every `q` value into a flat list of predicates.
 * @param {string[]} queries
 * @returns {Predicate[]}
 */
export function parseQueries(queries) {
  /** @type {Predicate[]} */
  const out = [];
  /**
   * @param {string} text
   * @param {string} source
   */
  const visit = (text, source) => {
    for (const group of topLevelGroups(text, source)) {
      const body = group.trim();
      if (body.startsWith('[')) {
        visit(body, source);
        continue;
      }
      if (body === '') continue;
      const match = /^(?::\w+\s*=\s*)?([a-z.]+)\s*\(([\s\S]*)\)$/.exec(body);
      if (!match) throw new PredicateParseError(`invalid predicate ${body}`, source, source.indexOf(body) + 1);
      const name = match[1] ?? '';
      if (!PREDICATES.includes(name)) throw new PredicateParseError(`unknown predicate ${name}`, source, source.indexOf(body) + 1);
      const [path = '', ...rawValues] = splitArgs(match[2] ?? '');
      if (!/^(document|my)\.[\w.]+$|^document$/.test(path))
        throw new PredicateParseError(`invalid field ${path} in ${body}`, source, source.indexOf(path) + 1);
      out.push({ name, path, values: rawValues.map((v) => parseValue(v, source)), source: body });
    }
  };
  for (const query of queries) if (query.trim()) visit(query.trim(), query);
  return out;
}

/**
 * Reads a field by Prismic path; `my.TYPE.FIELD` is undefined for documents of another type.
 * @param {PrismicDocument} doc
 * @param {string} path
 * @returns {unknown}
 */
export function fieldValue(doc, path) {
  if (path === 'document') return doc.data;
  const [scope, a, b] = path.split('.');
  if (scope === 'document') {
    const key = /** @type {keyof PrismicDocument} */ (a ?? '');
    return doc[key];
  }
  if (scope === 'my') {
    if (a !== doc.type || !b) return undefined;
    return b === 'uid' ? doc.uid : doc.data[b];
  }
  return undefined;
}

/** @param {unknown} value */
function textOf(value) {
  if (Array.isArray(value) && value.every((block) => block && typeof block === 'object' && 'text' in block)) {
    return value.map((block) => String(block.text)).join(' ');
  }
  return typeof value === 'string' ? value : JSON.stringify(value ?? '');
}

/**
 * @param {unknown} field
 * @param {unknown} value
 */
function equals(field, value) {
  if (Array.isArray(field) && !field.every((b) => b && typeof b === 'object')) {
    return Array.isArray(value) ? value.every((v) => field.includes(v)) : field.includes(value);
  }
  if (typeof value === 'string' && typeof field !== 'string' && field !== null && field !== undefined) return textOf(field) === value;
  return field === value;
}

/**
 * @param {PrismicDocument} doc
 * @param {Predicate} p
 */
function holds(doc, p) {
  const field = fieldValue(doc, p.path);
  const [value] = p.values;
  switch (p.name) {
    case 'at':
      return equals(field, value);
    case 'not':
      return field !== undefined && !equals(field, value);
    case 'any':
    case 'in': {
      const list = Array.isArray(value) ? value : [value];
      return Array.isArray(field) ? list.some((v) => field.includes(v)) : list.some((v) => equals(field, v));
    }
    case 'has':
      return field !== undefined && field !== null;
    case 'missing':
      return field === undefined || field === null;
    case 'fulltext':
      return textOf(field)
        .toLowerCase()
        .includes(String(value ?? '').toLowerCase());
    default:
      return false;
  }
}

/**
 * @param {PrismicDocument[]} docs
 * @param {Predicate[]} predicates
 */
export function filterDocuments(docs, predicates) {
  return docs.filter((doc) => predicates.every((p) => holds(doc, p)));
}

/**
 * Parses `[my.page.title desc, document.first_publication_date]` into sort keys.
 * @param {string|null} orderings
 * @returns {Array<{ path: string, desc: boolean }>}
 */
export function parseOrderings(orderings) {
  if (!orderings) return [];
  return orderings
    .replace(/^\s*\[|\]\s*$/g, '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [path = '', direction] = part.split(/\s+/);
      if (!/^(document|my)\.[\w.]+$/.test(path) || (direction && !/^(asc|desc)$/i.test(direction))) {
        throw new PredicateParseError(`invalid ordering ${part}`, orderings, orderings.indexOf(part) + 1);
      }
      return { path, desc: direction?.toLowerCase() === 'desc' };
    });
}

/**
 * Sorts a copy of `docs` by the given keys; documents without the field sort last. Stable for equal keys.
 * @param {PrismicDocument[]} docs
 * @param {Array<{ path: string, desc: boolean }>} keys
 */
export function sortDocuments(docs, keys) {
  if (!keys.length) return [...docs];
  return [...docs].sort((x, y) => {
    for (const { path, desc } of keys) {
      const a = fieldValue(x, path);
      const b = fieldValue(y, path);
      if (a === undefined && b === undefined) continue;
      if (a === undefined) return 1;
      if (b === undefined) return -1;
      const cmp = typeof a === 'number' && typeof b === 'number' ? a - b : textOf(a).localeCompare(textOf(b));
      if (cmp !== 0) return desc ? -cmp : cmp;
    }
    return 0;
  });
}
