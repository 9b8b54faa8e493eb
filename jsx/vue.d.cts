// A CommonJS project's `import type {} from 'shop-embed/jsx/vue'` (moduleResolution node16): the typings of vue.d.ts,
// read as the ES module they are (the package is "type": "module").
import type {} from './vue.js' with { 'resolution-mode': 'import' };
