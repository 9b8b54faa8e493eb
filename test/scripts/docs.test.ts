// The docs a newcomer reads: a README short enough to read at once, every page of docs/ reachable from it, every link
// landing on a page and heading that exist, and every file the docs and the code's comments name still there.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCRIPT_FILES } from '../../build/script-tag.mjs';

const root = join(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n');
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const docs = ['README.md', 'ARCHITECTURE.md', 'CONTRIBUTING.md', ...tracked.filter((file) => /^docs\/[^/]+\.md$/.test(file))];

/** The text outside fenced code blocks. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const anchors = (file: string) => new Set([...prose(read(file)).matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1]!)));

/** Every relative link of a page: `[text](target#anchor)`, the target resolved against the page's folder. */
function links(file: string): { target: string; anchor: string | undefined }[] {
  return [...prose(read(file)).matchAll(/\]\((?!https?:|mailto:)([^)\s]*)\)/g)].map((match) => {
    const [path, anchor] = match[1]!.split('#');
    return { target: path ? normalize(join(dirname(file), path)) : file, anchor };
  });
}

describe('the docs', () => {
  it('the README is at most 2,500 words', () => {
    expect(read('README.md').split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(2500);
  });

  it('every page of docs/ is linked from the README', () => {
    const linked = new Set(links('README.md').map((link) => link.target));
    for (const page of docs.filter((file) => file.startsWith('docs/'))) expect(linked, page).toContain(page);
  });

  it('every link lands on a file that exists, and on a heading of it', () => {
    for (const file of docs) {
      for (const { target, anchor } of links(file)) {
        expect(tracked, `${file} links to ${target}`).toContain(target);
        if (anchor && target.endsWith('.md')) expect(anchors(target), `${file} links to ${target}#${anchor}`).toContain(anchor);
      }
    }
  });

  it('every file the docs and the comments of the code name exists', () => {
    // What names a build's output, a package's path or a placeholder rather than a file here.
    const notFiles =
      /^(dist\/|node_modules\/|shop-embed\/|\.\/node_modules\/|shop-embed\.)|\.(org|com|io|dev)\/|\/my\/|my-|My[A-Z]|^(page|out|post)\.html$|^frame\.d\.ts$|^styles\.css$|^examples\/prerendered\.html$/;
    const named = (text: string) =>
      [...text.matchAll(/(?<![\w./@:-])((?:\.{1,2}\/)?\w[\w./-]*\.(?:tsx?|mjs|md|html|css))(?::\d+)?(?![\w/-])/g)].map((m) => m[1]!);
    const exists = (path: string, from: string) =>
      tracked.includes(path) || tracked.includes(normalize(join(dirname(from), path))) || tracked.some((file) => file.endsWith(`/${path}`));
    const code = tracked.filter((file) => /^(src|emulator|build|scripts|bench|test)\/.*\.(ts|tsx|mjs)$/.test(file));
    const missing: string[] = [];
    for (const file of [...docs, ...code]) {
      const text = docs.includes(file) ? read(file) : (read(file).match(/\/\/.*|\/\*[\s\S]*?\*\//g) ?? []).join('\n');
      for (const path of named(text)) if (!notFiles.test(path) && !exists(path, file)) missing.push(`${file}: ${path}`);
    }
    expect(missing).toEqual([]);
  });
});

describe("the lists of the script tag's files", () => {
  const pkg = JSON.parse(read('package.json')) as { sideEffects: string[]; 'size-limit': { path: string }[] };
  const files = Object.values(SCRIPT_FILES).map((file) => `dist/${file.fileName}`);

  it("package.json's sideEffects names every file of the build (a bundler may not drop one a page loads)", () => {
    for (const file of files) expect(pkg.sideEffects, file).toContain(`./${file}`);
    for (const css of ['dist/shop-embed.css', 'dist/shop-embed.cards.css']) expect(pkg.sideEffects, css).toContain(`./${css}`);
  });

  it('size-limit holds every file of the build to a budget of its own', () => {
    const budgeted = new Set(pkg['size-limit'].map((entry) => entry.path));
    for (const file of files) expect(budgeted, file).toContain(file);
  });

  it("docs/sizes.md's table says what every file holds and when it loads", () => {
    const rows = [...read('docs/sizes.md').matchAll(/^\| `(dist\/[^`]+)`/gm)].map((match) => match[1]!);
    for (const file of files) expect(rows, file).toContain(file.replace(/lang-[\w-]+\.min\.js$/, 'lang-<code>.min.js'));
  });

  it("ARCHITECTURE.md's table of the files a page loads has a row for every one", () => {
    const rows = [...read('ARCHITECTURE.md').matchAll(/^\| `(dist\/[^`]+)`/gm)].map((match) => match[1]!);
    for (const file of files) expect(rows, file).toContain(file.replace(/lang-[\w-]+\.min\.js$/, 'lang-<code>.min.js'));
  });
});
