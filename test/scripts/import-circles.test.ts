import madge from 'madge';
import { expect, it } from 'vitest';

// No module of src imports itself through others, type-only imports included (as `npx madge --circular --extensions ts,tsx src`
// finds them): a circle hides which file ships what and which layer owns a type. Break one by moving the shared type or
// helper down to the module both sides need, not by a late import.
it('src has no import circles', async () => {
  const graph = await madge('src', { fileExtensions: ['ts', 'tsx'], tsConfig: 'tsconfig.json' });
  expect(graph.circular()).toEqual([]);
}, 60_000);
