// The React example: an app of its own (a header, a product, a collection, a cart) using shop-embed/react. Built with
// React into dist/examples/react/app.js by the project's rollup config; the page links shop-embed/react/styles.css.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CartDrawer, CartToggle, CollectionGrid, ProductCard, ShopPolicies, ShopProvider, useCart } from '../../src/react';

/** The app's own line about the cart, from the same store the components use. */
function CartSummary() {
  const count = useCart((state) => state.cart?.totalQuantity ?? 0);
  const open = useCart((state) => state.openDrawer);
  return (
    <p className="log">
      {count ? `${count} in your cart. ` : 'Your cart is empty. '}
      <button type="button" className="link" onClick={open}>
        Review the cart
      </button>
    </p>
  );
}

function App() {
  return (
    <ShopProvider domain={location.origin} token="shop-embed-demo-token">
      <header className="shop-header">
        <p className="brand">
          <a href="../">
            <strong>Field &amp; Kettle</strong>
          </a>{' '}
          · built with React
        </p>
        <CartToggle />
      </header>
      <main id="main" className="shop-main">
        <section className="hero" aria-labelledby="product-heading">
          <div className="pitch">
            <p className="kicker">shop-embed/react</p>
            <h1 id="product-heading">The same components, in a React app</h1>
            <p>Choose a size, add the tee to your cart, open the cart and check out: React draws everything on this page.</p>
            <CartSummary />
          </div>
          <ProductCard handle="classic-cotton-tee" description="html" />
        </section>
        <section className="section" aria-labelledby="collection-heading">
          <h2 id="collection-heading">From the front page</h2>
          <CollectionGrid handle="frontpage" limit={4} heading={false} />
        </section>
      </main>
      <CartDrawer />
      <footer className="shop-footer">
        <div className="inner">
          <p>Field &amp; Kettle · a demo shop served by the ShopEmbed emulator</p>
          <ShopPolicies />
        </div>
      </footer>
    </ShopProvider>
  );
}

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
