import { index } from '@react-router/dev/routes';

/** @type {import('@react-router/dev/routes').RouteConfig} */
export default [index('routes/home.jsx')];
