import { describe, expect, it } from 'vitest';
import { createCatalog } from '../../src/store';
import { useEmulator } from '../support/emulator';

const shop = useEmulator();

describe('catalog', () => {
  it('every product asked for in the same tick costs one request, whatever their number', async () => {
    const catalog = createCatalog({ client: shop.client() });
    const handles = shop.emulator.storefront.catalog.products.slice(0, 24).map((product: { handle: string }) => product.handle);
    const products = await Promise.all([...handles, 'no-such-product', handles[0]!].map((handle) => catalog.product(handle)));
    expect(shop.operations()).toEqual(['ProductsByHandles']);
    expect(products.slice(0, 24).map((product) => product?.handle)).toEqual(handles);
    expect(products[24]).toBeNull();
    expect(products[25]).toBe(products[0]);
    await catalog.product(handles[3]!);
    expect(shop.operations()).toHaveLength(1);
  });

  it('hands a batch to its readers through `deliver`, one job per product in the order they were asked for', async () => {
    let jobs: Array<() => void> = [];
    const catalog = createCatalog({ client: shop.client(), deliver: (batch) => void (jobs = batch) });
    const seen: string[] = [];
    const reads = ['stoneware-mug', 'classic-cotton-tee', 'stoneware-mug', 'enamel-pin-set'].map((handle) =>
      catalog.product(handle).then((product) => void seen.push(product!.handle)),
    );
    await expect.poll(() => jobs.length).toBe(3);
    await Promise.resolve();
    expect(seen).toEqual([]); // nothing reaches a reader before its job runs
    jobs[2]!();
    jobs[0]!();
    await Promise.all([reads[0], reads[2], reads[3]]);
    expect(seen).toEqual(['enamel-pin-set', 'stoneware-mug', 'stoneware-mug']);
    jobs[1]!();
    await Promise.all(reads);
    expect(shop.operations()).toEqual(['ProductsByHandles']);
  });

  it('a failed batch can be tried again', async () => {
    const catalog = createCatalog({ client: shop.client() });
    shop.emulator.faults.add({ kind: 'status500', match: 'graphql' });
    await expect(catalog.product('stoneware-mug')).rejects.toMatchObject({ name: 'HttpError', status: 500 });
    await expect(catalog.product('stoneware-mug')).resolves.toMatchObject({ handle: 'stoneware-mug' });
  });

  it('collections, recommendations, shop and policies are read once and cached', async () => {
    const catalog = createCatalog({ client: shop.client() });
    const coffee = await catalog.collection('coffee', { first: 4 });
    expect(coffee?.products).toHaveLength(4);
    expect(coffee?.pageInfo.hasNextPage).toBe(true);
    await catalog.collection('coffee', { first: 4 });
    const shopInfo = await catalog.shop();
    expect(shopInfo.moneyFormat).toContain('{{amount}}');
    await catalog.shop();
    const policies = await catalog.policies();
    expect(policies.refundPolicy?.title).toBeTruthy();
    const recommendations = await catalog.recommendations(coffee!.products[0]!.id);
    expect(Array.isArray(recommendations)).toBe(true);
    expect(shop.operations()).toEqual(['CollectionWithProducts', 'Shop', 'ShopPolicies', 'ProductRecommendations']);
  });
});
