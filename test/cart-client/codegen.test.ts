import { expect, it } from 'vitest';
import { generateStorefrontTypes, GENERATED_FILE } from '../support/codegen';
import { exportedDocuments } from '../support/documents';

// The committed types must be what the schema and the documents give today: `npm run codegen` (this file with
// --update) rewrites them; any other run fails with the diff.
it(`${GENERATED_FILE} is up to date with the schema and the documents (else: npm run codegen)`, async () => {
  const generated = await generateStorefrontTypes(exportedDocuments().map(({ document }) => document));
  await expect(generated, `${GENERATED_FILE} is out of date: run \`npm run codegen\``).toMatchFileSnapshot(`../../${GENERATED_FILE}`);
});
