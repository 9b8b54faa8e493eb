// The products read on the server: the loader (run by the server only, never shipped to the browser) reads them with
// readShopData in one request, and <ShopProvider initialData> draws them into the server's HTML (each card's title,
// price and link, not a skeleton); the browser takes them over without reading them again.
import { useLoaderData } from 'react-router';
import { CartDrawer, CartToggle, ProductCard, ShopProvider } from 'shop-embed/react';
import { readShopData } from 'shop-embed/react/server';

const handles = ['classic-cotton-tee', 'stoneware-mug'];

export const meta = () => [{ title: 'ShopEmbed on React Router' }];

export async function loader() {
  // Your shop's domain and Storefront token (public), read where the server runs; the defaults are the local emulator's
  // (`npm start` in shop-embed). The page gets them with the data, so the browser talks to the same shop.
  const domain = process.env.SHOP_DOMAIN ?? 'http://127.0.0.1:4000';
  const token = process.env.SHOP_TOKEN ?? 'shop-embed-demo-token';
  const data = await readShopData({ domain, storefrontAccessToken: token, handles });
  return { domain, token, data };
}

export default function Home() {
  const { domain, token, data } = useLoaderData();
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
