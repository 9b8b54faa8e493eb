// Our own GraphQL documents as a small tree, and back to text: the tokenless chunk changes what a document asks for (a
// field left out, a smaller page) and cuts a batch into several documents. It reads what the cart-client writes
// (operations, fragments, aliases, arguments, directives, spreads, inline fragments, `#` comments), not any GraphQL:
// no strings holding brackets, no block strings.

export interface Field {
  kind: 'field';
  alias: string;
  name: string;
  /** What is between the parentheses, as written (`first: 250, after: $after`); '' without any. */
  args: string;
  /** Directives as written, each with a space before it (` @include(if: $marked)`). */
  directives: string;
  children: Selection[] | null;
}
export interface Fragment {
  kind: 'spread' | 'inline';
  /** `...Name` or `... on Type @directive`. */
  head: string;
  /** The fragment a spread names. */
  name: string;
  children: Selection[] | null;
}
export type Selection = Field | Fragment;

export interface Definition {
  /** `query Name(…) @inContext(…)`, `mutation Name(…)`, `fragment Name on Type`. */
  head: string;
  /** The operation's variable definitions, one text each (`$id: ID!`); none for a fragment. */
  variables: string[];
  /** After the variable definitions: the operation's directives. */
  tail: string;
  body: Selection[];
}

const NAME = /[_A-Za-z][_0-9A-Za-z]*/y;

/** Reads our documents; throws on anything else (the caller then sends the text as it was). */
export function parseDocument(text: string): Definition[] {
  let i = 0;
  const space = () => {
    for (; i < text.length; i++) {
      if (text[i] === '#')
        i = text.indexOf('\n', i) < 0 ? text.length : text.indexOf('\n', i); // `#graphql`
      else if (!/[\s,]/.test(text[i]!)) break;
    }
  };
  const name = () => {
    space();
    NAME.lastIndex = i;
    const found = NAME.exec(text)?.[0];
    if (!found) throw new Error(`a name at ${i}`);
    i += found.length;
    return found;
  };
  /** From an opening bracket to its match: what is inside, as written. */
  const balanced = (open: string, close: string) => {
    const start = ++i;
    for (let depth = 1; depth; i++) {
      if (i >= text.length) throw new Error('unbalanced');
      if (text[i] === open) depth++;
      else if (text[i] === close) depth--;
    }
    return text.slice(start, i - 1);
  };
  const directives = () => {
    let out = '';
    for (space(); text[i] === '@'; space()) {
      i++;
      out += ` @${name()}`;
      space();
      if (text[i] === '(') out += `(${balanced('(', ')')})`;
    }
    return out;
  };
  const selections = (): Selection[] => {
    const out: Selection[] = [];
    i++; // {
    for (space(); text[i] !== '}'; space()) {
      if (i >= text.length) throw new Error('unclosed selection');
      if (text.startsWith('...', i)) {
        i += 3;
        space();
        const on = /^on\s/.test(text.slice(i, i + 3));
        if (on) i += 2;
        const named = name();
        const head = on ? `... on ${named}${directives()}` : `...${named}`;
        space();
        out.push({ kind: on ? 'inline' : 'spread', head, name: named, children: text[i] === '{' ? selections() : null });
        continue;
      }
      let alias = '';
      let field = name();
      space();
      if (text[i] === ':') {
        i++;
        alias = field;
        field = name();
        space();
      }
      const args = text[i] === '(' ? balanced('(', ')') : '';
      const dirs = directives();
      out.push({ kind: 'field', alias, name: field, args, directives: dirs, children: text[i] === '{' ? selections() : null });
    }
    i++; // }
    return out;
  };
  const definitions: Definition[] = [];
  for (space(); i < text.length; space()) {
    const keyword = name();
    let head = `${keyword} ${name()}`;
    let variables: string[] = [];
    space();
    if (keyword === 'fragment') head += ` ${name()} ${name()}`;
    else if (text[i] === '(') variables = splitTopLevel(balanced('(', ')'));
    const tail = directives();
    space();
    if (text[i] !== '{') throw new Error(`a selection at ${i}`);
    definitions.push({ head, variables, tail, body: selections() });
  }
  return definitions;
}

/** `$a: Int, $b: [X!] = []` → each definition, split at the commas outside brackets. */
function splitTopLevel(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= list.length; i++) {
    const c = list[i];
    if (c === '[' || c === '(' || c === '{') depth++;
    else if (c === ']' || c === ')' || c === '}') depth--;
    else if ((c === ',' || c === undefined) && depth === 0) {
      const part = list.slice(start, i).trim();
      if (part) out.push(part);
      start = i + 1;
    }
  }
  return out;
}

export const printSelections = (list: readonly Selection[]): string => `{ ${list.map(printSelection).join(' ')} }`;

export function printSelection(s: Selection): string {
  const head = s.kind === 'field' ? `${s.alias ? `${s.alias}: ` : ''}${s.name}${s.args ? `(${s.args})` : ''}${s.directives}` : s.head;
  return s.children ? `${head} ${printSelections(s.children)}` : head;
}

export const printDefinition = (d: Definition) =>
  `${d.head}${d.variables.length ? `(${d.variables.join(', ')})` : ''}${d.tail} ${printSelections(d.body)}`;
