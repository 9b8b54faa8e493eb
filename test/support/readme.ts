// The README's and docs/' own code blocks, for tests that run them as a new site owner would paste them, and their text,
// for tests that hold a figure they state to the code.
import { readdirSync, readFileSync } from 'node:fs';

const ROOT = new URL('../../', import.meta.url);

/** README.md and every page of docs/, in that order. */
export function docFiles(): URL[] {
  const pages = readdirSync(new URL('docs/', ROOT)).filter((name) => name.endsWith('.md'));
  return [new URL('README.md', ROOT), ...pages.sort().map((name) => new URL(`docs/${name}`, ROOT))];
}

/** Every word of the README and docs/, white space as single spaces (a sentence wrapped anywhere still matches). */
export function docsText(): string {
  return docFiles()
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
    .replace(/\s+/g, ' ');
}

export interface CodeBlock {
  /** The fence's language (`html`, `js`…). */
  lang: string;
  /** The heading the block sits under ("The script tag"). */
  section: string;
  code: string;
}

/** Every fenced block of README.md and docs/, in order, with the section it sits under. */
export function readmeBlocks(files = docFiles()): CodeBlock[] {
  return files.flatMap(blocksOf);
}

function blocksOf(file: URL): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let section = '';
  let open: CodeBlock | null = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (open) {
      if (line.startsWith('```')) {
        blocks.push(open);
        open = null;
      } else open.code += `${line}\n`;
    } else if (line.startsWith('```')) open = { lang: line.slice(3).trim(), section, code: '' };
    else if (/^#{1,6} /.test(line)) section = line.replace(/^#+ /, '').trim();
  }
  return blocks;
}

/** The one block of a language under a section; throws when the README has none or several (a test then fails loudly). */
export function readmeBlock(lang: string, section: string): CodeBlock {
  const found = readmeBlocks().filter((block) => block.lang === lang && block.section === section);
  if (found.length !== 1) throw new Error(`README.md and docs/ have ${found.length} \`\`\`${lang} blocks under "${section}", expected 1`);
  return found[0]!;
}

export interface Shop {
  /** What replaces `https://…/shop-embed.umd.min.js` (`https://…/shop-embed.css` is the stylesheet beside it). */
  script?: string;
  /** What replaces `my-shop.myshopify.com`. */
  domain: string;
  /** What replaces a quoted `…` (the token). */
  token: string;
}

/**
 * The README's placeholders filled with a real shop: the script's URL, the shop's domain and a quoted `…` token. Nothing
 * else is changed; a `…` left over means the README grew a placeholder the test does not know (it throws).
 */
export function fillPlaceholders(code: string, shop: Shop): string {
  let filled = code.replaceAll('my-shop.myshopify.com', shop.domain).replace(/(["'])…\1/g, (_, quote: string) => `${quote}${shop.token}${quote}`);
  // The script and the stylesheet beside it.
  if (shop.script) filled = filled.replace(/https:\/\/…\/(shop-embed\.[\w.]+)/g, (_, file: string) => shop.script!.replace(/[^/]*$/, file));
  // A comment may say "…" (`// <shop-product>, <shop-collection>…`); code may not.
  const left = filled.split('\n').find((line) => line.replace(/(^|\s)\/\/.*$/, '').includes('…'));
  if (left !== undefined) throw new Error(`README.md: a placeholder the test cannot fill: ${left.trim()}`);
  return filled;
}
