// An app of examples/ (examples/next, examples/react-router) as a developer runs it: copied to a temporary folder (the
// tree stays as it was), installed from the npm registry with shop-embed from the tarball `npm pack` makes (shop-embed
// is not on the registry yet: the app's package.json names it in the repository's root), built, and served on a free
// loopback port against the emulator; one Chromium to drive it. Its pages record what went wrong and what they asked
// the shop.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_TOKEN, startEmulator } from '../../emulator/index.mjs';
import { CHROMIUM } from './browser';

const root = resolve(import.meta.dirname, '../..');

export interface ExampleAppOptions {
  /** The app's folder under examples/. */
  example: string;
  /** What the app reads to find the shop, given the emulator's URL and token (its build and its server both get it). */
  env: (shop: { url: string; token: string }) => Record<string, string>;
  /** The app's build command, run with npx in its folder. */
  build: string[];
  /** The command that serves the built app on 127.0.0.1 at `port`, run with npx (it gets HOST and PORT too). */
  start: (port: number) => string[];
}

/** Starts the emulator, installs, builds and serves the app, and launches Chromium before the file's tests; stops them after. */
export function useExampleApp(options: ExampleAppOptions) {
  const state = {} as { app: string; url: string; shop: Awaited<ReturnType<typeof startEmulator>>; server: ChildProcess; browser: Browser };
  beforeAll(async () => {
    state.shop = await startEmulator({ port: 0, https: false, controls: true });
    state.app = mkdtempSync(join(tmpdir(), `shop-embed-${options.example}-`));
    // The environment a shell has: not vitest's NODE_ENV=test, under which Vite bundles React's development build.
    const { NODE_ENV: _, ...shell } = process.env;
    const env = { ...shell, ...options.env({ url: state.shop.url, token: DEMO_TOKEN }) };
    install(options.example, state.app, env);
    // Not execFileSync: the emulator lives in this process, and a build may read products from it (prerendering).
    await new Promise<void>((done, fail) =>
      spawn('npx', options.build, { cwd: state.app, env, stdio: 'inherit' }).on('exit', (code) =>
        code === 0 ? done() : fail(new Error(`${options.build.join(' ')} exited with ${code}`)),
      ),
    );
    const port = await freePort();
    state.url = `http://127.0.0.1:${port}`;
    const serverEnv = { ...env, HOST: '127.0.0.1', PORT: String(port) };
    state.server = spawn('npx', options.start(port), { cwd: state.app, env: serverEnv, stdio: 'ignore', detached: true });
    await answering(state.url, options.start(port).join(' '));
    state.browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  }, 600_000);

  afterAll(async () => {
    await state.browser?.close();
    // The server's whole group: npx and the server it started.
    if (state.server?.pid) process.kill(-state.server.pid);
    await state.shop?.close();
    if (state.app) rmSync(state.app, { recursive: true, force: true });
  });
  return state;
}

/** Copies examples/<example> into `app` and installs it as its README says, with the tarball beside the app. */
function install(example: string, app: string, env: NodeJS.ProcessEnv) {
  cpSync(join(root, 'examples', example), app, { recursive: true });
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', app], { cwd: root, encoding: 'utf8' }).trim().split('\n').at(-1)!;
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  expect(manifest.dependencies['shop-embed']).toBe(`file:../../${tarball}`);
  manifest.dependencies['shop-embed'] = `file:./${tarball}`;
  writeFileSync(join(app, 'package.json'), JSON.stringify(manifest));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app, env, stdio: 'inherit' });
}

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });

/** Waits until `url` answers 200 (30 s at most). */
async function answering(url: string, command: string) {
  for (let tries = 0; ; tries++) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (tries > 120) throw new Error(`${command} did not answer`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** What the page logs as wrong: console errors and warnings (a hydration mismatch is an error in React 19), uncaught errors, failed responses. */
export function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // "Failed to load resource" is named by the response below.
    if (['error', 'warning'].includes(message.type()) && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** The operation of every storefront request the page sends to `shop` (`CatalogReads`, `CartCreate`…). */
export function operationsOf(page: Page, shop: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().startsWith(`${shop}/api/`))
      sent.push((request.postDataJSON() as { operationName?: string }).operationName ?? '?');
  });
  return sent;
}
