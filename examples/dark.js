// The page's own theme switch, as a Bootstrap site has one: ?theme=light|dark|auto sets data-bs-theme before the first paint.
const theme = new URLSearchParams(location.search).get('theme');
if (theme === 'light' || theme === 'dark' || theme === 'auto') document.documentElement.setAttribute('data-bs-theme', theme);
// ?accent: the README's theming example (an accent and, with it, the text colour on it), which must stay readable here.
if (new URLSearchParams(location.search).has('accent')) document.documentElement.setAttribute('data-accent', '');
