export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingTag = `h${HeadingLevel}`;

/**
 * The heading element for `level` (the widget's `headingLevel`), or for `fallback` when it is not a whole number from 1
 * to 6 (the mount layer has warned already; a React app's value is only typed).
 *
 * @example
 * headingTag(3, 2); // 'h3'
 * headingTag(undefined, 2); // 'h2'
 */
export function headingTag(level: number | undefined, fallback: HeadingLevel): HeadingTag {
  return `h${Number.isInteger(level) && level! >= 1 && level! <= 6 ? level : fallback}` as HeadingTag;
}

/** A level under `level` (a grid's tiles under its heading), h6 at most. */
export const below = (level: number | undefined, fallback: HeadingLevel): HeadingLevel =>
  Math.min(6, +headingTag(level, fallback)[1]! + 1) as HeadingLevel;
