// Takes Shopify's Storefront API introspection from @shopify/hydrogen-react with `npm pack` + `tar`:
// installing that package fails here (it wants React 18 as a peer), and we only need one data file from it.
// hydrogen-react's calendar version names the Storefront API version its schema is: 2026.4.x is 2026-04. Moving to the
// next version: change PACKAGE, run this, then `npm run codegen`, and follow the tests that fail (README, "API version").
import { execFileSync } from 'node:child_process';
import { mkdtempSync, copyFileSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = '@shopify/hydrogen-react@2026.4.4';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'shop-embed-schema-'));
try {
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: work, encoding: 'utf8' }).trim().split('\n').pop();
  execFileSync('tar', ['xzf', tarball, 'package/storefront.schema.json'], { cwd: work });
  const target = join(root, 'schema', 'storefront.schema.json');
  copyFileSync(join(work, 'package', 'storefront.schema.json'), target);
  const { __schema } = JSON.parse(readFileSync(target, 'utf8'));
  console.log(`schema: ${PACKAGE} → schema/storefront.schema.json (${__schema.types.length} types)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
