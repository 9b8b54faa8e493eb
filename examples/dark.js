// The page's own theme switch, as a Bootstrap site has one: ?theme=light|dark|auto sets data-bs-theme before the first paint.
const theme = new URLSearchParams(location.search).get('theme');
if (theme === 'light' || theme === 'dark' || theme === 'auto') document.documentElement.setAttribute('data-bs-theme', theme);
