// The products read on the server: readShopData (shop-embed/react/server, callable here, in a server component) reads them
// in one request, and <ShopProvider initialData> draws them into the server's HTML (each card's title, price and link,
// not a skeleton); the browser takes them over without reading them again.
import { CartDrawer, CartToggle, ProductCard, ShopProvider } from 'shop-embed/react';
import { readShopData } from 'shop-embed/react/server';

const domain = process.env.NEXT_PUBLIC_SHOP_DOMAIN ?? 'http://127.0.0.1:4000';
const token = process.env.NEXT_PUBLIC_SHOP_TOKEN ?? 'shop-embed-demo-token';
const handles = ['classic-cotton-tee', 'stoneware-mug'];

// Prerendered at `next build`, read again at most once a minute (prices and stock change).
export const revalidate = 60;

export default async function Page() {
  const data = await readShopData({ domain, storefrontAccessToken: token, handles });
  // `locale`: the server and the browser format prices alike (without it each uses its own, and hydration would differ).
  return (
    <ShopProvider domain={domain} token={token} initialData={data} locale="en-US" productUrl="/products/:handle">
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1>Our shop</h1>
        <CartToggle />
      </header>
      <main style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 24 }}>
        {handles.map((handle) => (
          <ProductCard key={handle} handle={handle} />
        ))}
      </main>
      <CartDrawer />
    </ShopProvider>
  );
}
