import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('search', 'routes/search.tsx'),
  route('licensing', 'routes/licensing.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('accessibility', 'routes/accessibility.tsx'),
  // Anything else is a 404 rendered by the server with the real status code.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
