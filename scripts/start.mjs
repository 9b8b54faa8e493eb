#!/usr/bin/env node
// @ts-check
/**
 * `npm start`: builds what exists of the bundle (a failed build is a warning, not a stop), then serves the emulator
 * and the example pages, printing where to open them. Ctrl-C stops everything.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEMO_TOKEN } from '../emulator/index.mjs';
import { run } from '../emulator/cli.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (process.env.SKIP_BUILD !== '1' && existsSync(new URL('../rollup.config.mjs', import.meta.url))) {
  console.log('[shop-embed] building the bundle (npm run build)…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) console.warn('[shop-embed] warning: the build failed; serving the examples with whatever dist/ holds.');
}

run({
  banner: ({ url, httpsUrl }) => [
    '',
    `ShopEmbed examples: ${url}/examples/`,
    `Snippet builder: ${url}/builder/`,
    ...(httpsUrl ? [`ShopEmbed examples over HTTPS (self-signed certificate): ${httpsUrl}/examples/`] : []),
    `Storefront API: ${url}/api/2026-04/graphql.json`,
    `Demo storefront access token: ${DEMO_TOKEN}`,
    'Press Ctrl-C to stop.',
  ],
}).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
