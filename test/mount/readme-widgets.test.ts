import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { elementAttribute } from '../../src/mount/registry';
import { widgets } from '../../src/mount/widgets';

vi.mock('../../src/widget', async (importOriginal) => ({ ...(await importOriginal<object>()), ...(await import('./stand-ins')) }));

/** The README's Widgets table: widget name → [data attribute cell, custom element cell]. */
function widgetsTable(): Map<string, [string, string]> {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('### Widgets'), readme.indexOf('###', readme.indexOf('### Widgets') + 4));
  const rows = new Map<string, [string, string]>();
  for (const line of section.split('\n')) {
    const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
    const name = /^`([a-z-]+)`$/.exec(cells[1] ?? '')?.[1];
    if (name) rows.set(name, [cells[2]!, cells[3]!]);
  }
  return rows;
}

describe("the README's Widgets table", () => {
  it('lists every widget of the registry with each of its data attributes and custom element attributes', () => {
    const table = widgetsTable();
    expect([...table.keys()].sort()).toEqual(widgets.map((entry) => entry.name).sort());
    for (const entry of widgets) {
      const [data, element] = table.get(entry.name)!;
      for (const spec of [entry.attribute, ...Object.values(entry.attributes).map((s) => s.attribute)])
        expect(data, entry.name).toContain(`\`${spec}`);
      const documented = /<([a-z-]+)([^>]*)>/.exec(element);
      expect(documented?.[1], entry.name).toBe(entry.tag);
      const names = Object.keys(entry.attributes).map((prop) => elementAttribute(entry, prop));
      expect(documented?.[2]?.trim().split(/\s+/).filter(Boolean) ?? [], entry.name).toEqual(names);
    }
  });

  it("names each string attribute's allowed values", () => {
    const table = widgetsTable();
    for (const entry of widgets) {
      for (const spec of Object.values(entry.attributes)) {
        for (const value of spec.values ?? [])
          expect(table.get(entry.name)![0], `${entry.name} ${spec.attribute}`).toMatch(new RegExp(`\\b${value}\\b`));
      }
    }
  });
});
