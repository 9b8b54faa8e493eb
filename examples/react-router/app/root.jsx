import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
// The components' stylesheet, scoped to their own elements (shadow roots are the other choice: `<ShopProvider shadow>`).
import 'shop-embed/react/styles.css';

// No favicon in this example: an empty icon keeps the browser from asking for /favicon.ico.
export const links = () => [{ rel: 'icon', href: 'data:,' }];

export function Layout({ children }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 960, margin: '0 auto', padding: 24 }}>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
