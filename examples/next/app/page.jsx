// A server component: it imports shop-embed/react directly (the package's entry is a client boundary, 'use client'), and
// passes only serialisable props. The server HTML holds each card's skeleton; the browser fills it.
import { CartDrawer, CartToggle, ProductCard, ShopProvider } from 'shop-embed/react';

// Your shop's domain and Storefront token (public); the defaults are the local emulator's (`npm start` in shop-embed).
const domain = process.env.NEXT_PUBLIC_SHOP_DOMAIN ?? 'http://127.0.0.1:4000';
const token = process.env.NEXT_PUBLIC_SHOP_TOKEN ?? 'shop-embed-demo-token';

export default function Page() {
  return (
    <ShopProvider domain={domain} token={token}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h1>Our shop</h1>
        <CartToggle />
      </header>
      <main style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 24 }}>
        <ProductCard handle="classic-cotton-tee" />
        <ProductCard handle="stoneware-mug" />
      </main>
      <CartDrawer />
    </ShopProvider>
  );
}
