// The components' stylesheet, scoped to their own elements (shadow roots are the other choice: `<ShopProvider shadow>`).
import 'shop-embed/react/styles.css';

// No favicon in this example: an empty icon keeps the browser from asking for /favicon.ico.
export const metadata = { title: 'ShopEmbed on Next.js', icons: { icon: 'data:,' } };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 960, margin: '0 auto', padding: 24 }}>{children}</body>
    </html>
  );
}
