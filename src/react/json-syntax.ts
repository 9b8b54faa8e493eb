// `shop-embed/react`'s version of src/widget/json-syntax.ts (`reactModules` in build/react.mjs): where a line-properties
// declaration stops being JSON, in the browser's own words (Chrome and Firefox give the position or the text near it).

/** `is not JSON: Unexpected token '}', ..."ed":true,},"... is not valid JSON`. */
export function syntaxProblem(text: string): string {
  try {
    JSON.parse(text);
    return 'is not JSON';
  } catch (error) {
    return `is not JSON: ${(error as Error).message}`;
  }
}
