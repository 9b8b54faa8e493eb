import { describe, expect, it } from 'vitest';
import { decodeCombinations } from '../../src/widget/combinations';

describe('decodeCombinations (Shopify’s encodedVariantExistence / encodedVariantAvailability)', () => {
  it('reads the schema’s worked example: options [Size, Color, Material], each level closed by its own comma', () => {
    expect(decodeCombinations('v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,')).toEqual([
      [0, 0, 0],
      [0, 1, 0],
      [0, 1, 1],
      [1, 0, 0],
      [1, 0, 1],
      [1, 1, 1],
      [2, 0, 1],
      [2, 1, 0],
    ]);
  });

  it('reads ranges and runs of a single option, and the empty encoding', () => {
    expect(decodeCombinations('v1_0-2 4')).toEqual([[0], [1], [2], [4]]);
    expect(decodeCombinations('v1_1:0 2,3:1-2,')).toEqual([
      [1, 0],
      [1, 2],
      [3, 1],
      [3, 2],
    ]);
    expect(decodeCombinations('v1_')).toEqual([]);
  });
});
