// Stands for preact in the React test run (vitest.react.config.ts): a widget that reached preact would run on two
// frameworks at once, so importing it fails the test that did.
throw new Error('preact was imported under the React test run: the components must run on React alone');
