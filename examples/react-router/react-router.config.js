// Framework mode with server rendering: `react-router build` writes build/server and build/client, `react-router-serve`
// runs the loaders and renders each page on the server.
/** @type {import('@react-router/dev/config').Config} */
export default { ssr: true };
