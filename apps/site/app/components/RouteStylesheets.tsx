import { useContext } from 'react';
import { UNSAFE_FrameworkContext as FrameworkContext, useMatches } from 'react-router';

/**
 * The stylesheets of the matched routes (the CSS their modules import, from React Router's build
 * manifest), as React stylesheet resources with a precedence, in place of `<Links />`.
 *
 * Why: React hoists the `<link rel="modulepreload">` elements of `<Scripts />` into the head
 * ahead of the head's own children, so with `<Links />` the page's 20-odd module preloads were
 * requested before its render-blocking stylesheets, and on a slow phone connection the first
 * paint waited for JavaScript it does not need (Lighthouse mobile: first contentful paint about
 * 2.4 s, docs/benchmarks.md). React writes stylesheets that have a precedence before any preload,
 * and on a client-side navigation it inserts a new route's stylesheet and waits for it before
 * showing the route, so nothing is shown unstyled.
 *
 * The routes export no `links()`, so the manifest's CSS is all `<Links />` rendered in a build.
 */
export function RouteStylesheets() {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const hrefs = new Set(matches.flatMap((match) => framework.manifest.routes[match.id]?.css ?? []));
  return [...hrefs].map((href) => (
    <link key={href} rel="stylesheet" href={href} precedence="site" />
  ));
}
