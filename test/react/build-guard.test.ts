// @vitest-environment node
import { rollup } from 'rollup';
import { describe, expect, it } from 'vitest';
import { noPreact } from '../../build/react.mjs';

/** Bundles one in-memory module with the React build's guard in front. */
const bundle = (code: string) =>
  rollup({
    input: 'entry',
    external: ['react'],
    logLevel: 'silent',
    plugins: [noPreact(), { name: 'entry', resolveId: (id) => (id === 'entry' ? id : null), load: (id) => (id === 'entry' ? code : null) }],
  });

describe('the shop-embed/react build guard', () => {
  it('fails the build when a module imports preact, or React’s API on preact', async () => {
    await expect(bundle("import { h } from 'preact'; export default h;")).rejects.toThrow(/no-preact: .* imports preact/);
    await expect(bundle("import { useState } from 'preact/hooks'; export default useState;")).rejects.toThrow(/imports preact\/hooks/);
    await expect(bundle("import x from './src/react-lite.ts'; export default x;")).rejects.toThrow(/no-preact/);
  });

  it('lets React through', async () => {
    const build = await bundle("import { useState } from 'react'; export default useState;");
    const { output } = await build.generate({ format: 'es' });
    expect(output[0].imports).toEqual(['react']);
    expect(output[0].code).toContain("from 'react'");
  });
});
