import { describe, expect, it } from 'vitest';
import { createCatalog } from '../../src/store';
import { useEmulator } from '../support/emulator';

const shop = useEmulator();

describe('catalog', () => {
  it('every product asked for in the same tick costs one request, whatever their number', async () => {
    const catalog = createCatalog({ client: shop.client() });
    const handles = shop.emulator.storefront.catalog.products.slice(0, 24).map((product: { handle: string }) => product.handle);
    const products = await Promise.all([...handles, 'no-such-product', handles[0]!].map((handle) => catalog.product(handle)));
    expect(shop.operations()).toEqual(['CatalogReads']);
    expect(products.slice(0, 24).map((product) => product?.handle)).toEqual(handles);
    expect(products[24]).toBeNull();
    expect(products[25]).toBe(products[0]);
    await catalog.product(handles[3]!);
    expect(shop.operations()).toHaveLength(1);
  });

  it('hands a batch to its readers through `deliver`, one job per read in the order they were asked for (the shop first)', async () => {
    let jobs: Array<() => void> = [];
    const catalog = createCatalog({ client: shop.client(), deliver: (batch) => void (jobs = batch) });
    const seen: string[] = [];
    const reads = ['stoneware-mug', 'classic-cotton-tee', 'stoneware-mug', 'enamel-pin-set'].map((handle) =>
      catalog.product(handle).then((product) => void seen.push(product!.handle)),
    );
    await expect.poll(() => jobs.length).toBe(4);
    await Promise.resolve();
    expect(seen).toEqual([]); // nothing reaches a reader before its job runs
    jobs[3]!();
    jobs[1]!();
    await Promise.all([reads[0], reads[2], reads[3]]);
    expect(seen).toEqual(['enamel-pin-set', 'stoneware-mug', 'stoneware-mug']);
    jobs[2]!();
    await Promise.all(reads);
    expect(shop.operations()).toEqual(['CatalogReads']);
  });

  it('a failed batch can be tried again', async () => {
    const catalog = createCatalog({ client: shop.client() });
    shop.emulator.faults.add({ kind: 'status500', match: 'graphql' });
    await expect(catalog.product('stoneware-mug')).rejects.toMatchObject({ name: 'HttpError', status: 500 });
    await expect(catalog.product('stoneware-mug')).resolves.toMatchObject({ handle: 'stoneware-mug' });
  });

  it('a card, two grids, recommendations, policies and the money format asked for in one tick cost ONE request', async () => {
    const catalog = createCatalog({ client: shop.client() });
    const [tumbler, coffee, frontpage, recommended, policies, settings] = await Promise.all([
      catalog.product('insulated-travel-tumbler'),
      catalog.collection('coffee', { first: 4, sortKey: 'PRICE' }),
      catalog.collection('frontpage', { first: 8 }),
      catalog.recommendations('insulated-travel-tumbler'),
      catalog.policies(),
      catalog.shop(),
    ]);
    expect(tumbler?.title).toBe('Insulated Travel Tumbler');
    expect(coffee?.products).toHaveLength(4);
    expect(coffee?.pageInfo.hasNextPage).toBe(true);
    expect(frontpage?.products.length).toBeGreaterThan(0);
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.map((product) => product.handle)).not.toContain('insulated-travel-tumbler');
    expect(policies.refundPolicy?.title).toBe('Refund policy');
    expect(settings.moneyFormat).toContain('{{amount}}');
    expect(shop.operations().filter((name) => name === 'CatalogReads')).toHaveLength(1);
  });

  it('reads found in a later tick batch again; nothing is asked twice; the first batch brought the shop settings', async () => {
    const catalog = createCatalog({ client: shop.client() });
    const coffee = await catalog.collection('coffee', { first: 4 });
    expect(coffee?.products).toHaveLength(4);
    const [again, shopInfo] = await Promise.all([catalog.collection('coffee', { first: 4 }), catalog.shop()]);
    expect(again).toBe(coffee);
    expect(shopInfo.moneyFormat).toContain('{{amount}}');
    expect(shop.operations()).toEqual(['CatalogReads']);
    const [policies, recommendations, next] = await Promise.all([
      catalog.policies(),
      catalog.recommendations(coffee!.products[0]!.handle),
      catalog.collection('coffee', { first: 4, after: coffee!.pageInfo.endCursor }),
    ]);
    expect(policies.refundPolicy?.title).toBe('Refund policy');
    expect(Array.isArray(recommendations)).toBe(true);
    expect(next?.products[0]?.id).not.toBe(coffee!.products[0]!.id);
    await catalog.policies();
    expect(shop.operations()).toEqual(['CatalogReads', 'CatalogReads']);
  });
});
