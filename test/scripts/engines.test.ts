import { readFileSync } from 'node:fs';
import satisfies from 'semver/functions/satisfies.js';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  engines?: { node?: string };
  optional?: boolean;
}

const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, LockEntry> };
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } };

describe('install on the Node versions package.json promises', () => {
  it('every package npm installs accepts this Node (npm install prints no EBADENGINE warning)', () => {
    expect(satisfies(process.version, pkg.engines.node)).toBe(true);
    // Optional platform binaries that refuse this Node are skipped by npm without a warning.
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => path && !entry.optional && entry.engines?.node && !satisfies(process.version, entry.engines.node))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')} needs node ${entry.engines!.node}`);
    expect(refusing).toEqual([]);
  });
});
