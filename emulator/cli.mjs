#!/usr/bin/env node
// @ts-check
/**
 * `npm run emulator`: the storefront emulator alone. PORT / HTTPS_PORT (defaults 4000 / 4443), HOST, CONTROLS=1 for
 * the test-only control endpoint, HTTPS=0 to skip HTTPS. Stops cleanly on SIGINT / SIGTERM.
 */
import { DEMO_TOKEN, startEmulator } from './index.mjs';

/**
 * @param {string|undefined} value
 * @param {number} fallback
 * @param {string} name
 */
export function portFrom(value, fallback, name) {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`[shop-embed emulator] ${name} must be a port number, got "${value}"`);
  return port;
}

/** @param {NodeJS.ProcessEnv} env */
export function optionsFromEnv(env) {
  return {
    port: portFrom(env.PORT, 4000, 'PORT'),
    httpsPort: portFrom(env.HTTPS_PORT, 4443, 'HTTPS_PORT'),
    host: env.HOST || '127.0.0.1',
    controls: env.CONTROLS === '1' || env.CONTROLS === 'true',
    https: env.HTTPS !== '0' && env.HTTPS !== 'false',
    // A shop serves requests without a token too (tokenless access): the README's first snippet has none.
    tokenless: true,
  };
}

/**
 * Starts the emulator from environment variables and stops it on a signal.
 * @param {{ env?: NodeJS.ProcessEnv, banner?: (urls: { url: string, httpsUrl: string|null }) => string[] }} [options]
 */
export async function run({ env = process.env, banner } = {}) {
  const options = optionsFromEnv(env);
  const server = await startEmulator(options);
  const lines = banner
    ? banner(server)
    : [
        `[shop-embed emulator] Storefront API: ${server.url}/api/2026-04/graphql.json`,
        ...(server.httpsUrl ? [`[shop-embed emulator] HTTPS (self-signed): ${server.httpsUrl}/api/2026-04/graphql.json`] : []),
        `[shop-embed emulator] Content API: ${server.url}/content/api/v2`,
        `[shop-embed emulator] Demo storefront access token: ${DEMO_TOKEN}`,
        ...(options.controls ? [`[shop-embed emulator] Test controls enabled: ${server.url}/__emulator/`] : []),
        '[shop-embed emulator] Press Ctrl-C to stop.',
      ];
  for (const line of lines) console.log(line);
  let stopping = false;
  const stop = (/** @type {string} */ signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[shop-embed emulator] ${signal}: stopping…`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  return server;
}

if (import.meta.url === new URL(process.argv[1] ?? '', 'file:').href) {
  run().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
