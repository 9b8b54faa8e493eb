import { formatMessage } from './format-message';

/**
 * Finds the operations defined at the top level of a GraphQL document (names, or '' for anonymous ones) without a full
 * parser, so the bundle does not carry `graphql`. Strings, block strings and comments are skipped.
 */
export function operationNames(document: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let expectName = false;
  for (let i = 0; i < document.length; i++) {
    const ch = document[i]!;
    if (ch === '#') {
      while (i < document.length && document[i] !== '\n') i++;
    } else if (ch === '"') {
      const block = document.startsWith('"""', i);
      const end = block ? document.indexOf('"""', i + 3) : findStringEnd(document, i + 1);
      i = end < 0 ? document.length : end + (block ? 2 : 0);
    } else if (ch === '{' || ch === '(') {
      if (depth === 0 && ch === '{' && expectName) {
        names.push('');
        expectName = false;
      } else if (depth === 0 && ch === '{' && !afterDefinitionHead(document, i)) {
        names.push(''); // `{ shop { name } }` shorthand query
      }
      if (ch === '(' && expectName) {
        names.push('');
        expectName = false;
      }
      depth++;
    } else if (ch === '}' || ch === ')') {
      depth--;
    } else if (depth === 0 && /[_A-Za-z]/.test(ch)) {
      let j = i;
      while (j < document.length && /[_0-9A-Za-z]/.test(document[j]!)) j++;
      const word = document.slice(i, j);
      if (expectName) {
        names.push(word);
        expectName = false;
      } else if (word === 'query' || word === 'mutation' || word === 'subscription') {
        expectName = true;
      }
      i = j - 1;
    } else if (ch === '@' && expectName) {
      names.push(''); // `query @inContext(...) {`
      expectName = false;
    }
  }
  return names;
}

function findStringEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i;
  }
  return -1;
}

/** A top-level `{` belongs to a definition head when a keyword, name, `)` or directive precedes it. */
function afterDefinitionHead(document: string, braceAt: number): boolean {
  const before = document.slice(0, braceAt).replace(/\s+$/, '');
  return before.length > 0 && !before.endsWith('}');
}

/**
 * Checks the SPEC §5 rule: a document needs exactly one operation, or the name of the one to run.
 * Returns the operation name to send (undefined for a single anonymous operation).
 */
export function resolveOperationName(document: string, operationName?: string): string | undefined {
  const names = operationNames(document);
  if (operationName !== undefined) {
    if (!names.includes(operationName)) {
      throw new Error(formatMessage(`the document has no operation named "${operationName}"`));
    }
    return operationName;
  }
  if (names.length !== 1) {
    throw new Error(
      formatMessage(
        names.length === 0
          ? 'the document contains no operation'
          : `the document contains ${names.length} operations; pass the operationName to run`,
      ),
    );
  }
  return names[0] || undefined;
}
