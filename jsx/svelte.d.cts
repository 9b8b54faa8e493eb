// A CommonJS project's `import type {} from 'shop-embed/jsx/svelte'` (moduleResolution node16): the typings of svelte.d.ts,
// read as the ES module they are (the package is "type": "module").
import type {} from './svelte.js' with { 'resolution-mode': 'import' };
