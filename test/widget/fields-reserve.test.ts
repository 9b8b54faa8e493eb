import { describe, expect, it } from 'vitest';
import { fieldRows } from '../../src/widget/fields-reserve';

describe('fieldRows: the room a card keeps for its line-property fields before the card extras chunk draws them', () => {
  it('one row per visible field: a box beside its label for a checkbox, a label over a box for the rest', () => {
    const declared = [
      { name: 'Engraving', maxLength: 20 },
      { name: 'Gift wrap', type: 'checkbox' },
      { name: 'Size', type: 'select', options: ['S', 'M'] },
      { name: 'Ship on', type: 'date' },
      { name: '_source', type: 'hidden', value: 'web' },
    ];
    expect(fieldRows(JSON.stringify(declared))).toEqual(['field', 'check', 'field', 'field']);
  });

  it('nothing for a declaration that cannot be read, which the chunk replaces with one line saying so', () => {
    for (const bad of [undefined, '', '[{"name":"Engraving"},]', '{"name":"Engraving"}', '"Engraving"', '[null]']) {
      expect(fieldRows(bad)).toEqual([]);
    }
  });
});
