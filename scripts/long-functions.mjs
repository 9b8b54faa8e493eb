// Lists the functions of src/ longer than a number of lines (`node scripts/long-functions.mjs [80] [--json]`), through the
// TypeScript compiler's own parser, so a function is what the language says it is: a declaration, a method, an arrow or a
// function expression, each counted from its first line to its last (an outer function counts the ones it holds).
// test/scripts/long-functions.test.ts holds src/ to 120 lines a function.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

// A function's name as a reader finds it: its own, the variable or property it is assigned to, else `(anonymous)`.
function nameOf(node) {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))) {
    return parent.name.getText();
  }
  if (parent && ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous)';
}

/** Every function of every file under `root` (default src/) with its length in lines, longest first. */
export function functionLengths(root = 'src') {
  const found = [];
  for (const path of sourceFiles(root)) {
    const text = readFileSync(path, 'utf8');
    const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
        const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
        found.push({ file: relative('.', path), name: nameOf(node), line: first + 1, lines: last - first + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found.sort((a, b) => b.lines - a.lines);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const over = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 80);
  const long = functionLengths().filter((f) => f.lines > over);
  if (args.includes('--json')) {
    console.log(JSON.stringify(long));
    process.exit(0);
  }
  for (const f of long) console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
  console.log(`${long.length} functions over ${over} lines`);
}
