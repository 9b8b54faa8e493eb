import { formatMessage } from './format-message';

/**
 * Finds the operations defined at the top level of a GraphQL document (names, or '' for anonymous ones) without a full
 * parser, so the bundle does not carry `graphql`: strings and comments are dropped, nested groups collapsed, and what
 * remains is one head per definition (`query Name`, `fragment X on Y`, or nothing for the `{ … }` shorthand).
 */
export function operationNames(document: string): string[] {
  let text = document.replace(/"""[\s\S]*?"""|"(?:\\.|[^"\\])*"|#[^\n]*/g, ' ');
  for (let previous = ''; previous !== text;) {
    previous = text;
    text = text.replace(/\([^()]*\)/g, ' ').replace(/\{[^{}]*\}/g, '\u0000');
  }
  const heads = text.replace(/@\w+/g, ' ').split('\u0000').slice(0, -1);
  const names: string[] = [];
  for (const head of heads) {
    const [keyword, name = ''] = head.trim().split(/\s+/);
    if (!keyword) names.push('');
    else if (keyword === 'query' || keyword === 'mutation' || keyword === 'subscription') names.push(name);
  }
  return names;
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
        names.length === 0 ? 'the document contains no operation' : `the document contains ${names.length} operations; pass the operationName to run`,
      ),
    );
  }
  return names[0] || undefined;
}
