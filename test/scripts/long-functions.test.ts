import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

interface Long {
  file: string;
  name: string;
  line: number;
  lines: number;
}

// A function a newcomer holds in their head at once: past 120 lines it does several things, each with state of its own,
// and belongs in modules that each own one (CONTRIBUTING.md; `node scripts/long-functions.mjs 80` lists the next ones).
it('no function in src/ is longer than 120 lines', () => {
  const out = execFileSync(process.execPath, ['scripts/long-functions.mjs', '120', '--json'], { cwd: root, encoding: 'utf8' });
  const long = (JSON.parse(out) as Long[]).map((f) => `${f.file}:${f.line} ${f.name} (${f.lines} lines)`);
  expect(long).toEqual([]);
}, 60_000);
