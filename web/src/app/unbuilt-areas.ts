/**
 * The areas of HOJ's route table that are not built yet, in one list. Their routes show the
 * "coming soon" page (so an old link still lands somewhere), and every navigation entry that
 * leads into one is hidden. Building an area means deleting it here and adding its routes to
 * the router: its entries then show up by themselves.
 */
export const UNBUILT_AREAS: Readonly<Record<string, readonly string[]>> = {};

/** Every route path (react-router style, no leading slash) that shows the "coming soon" page. */
export const UNBUILT_ROUTE_PATHS: readonly string[] = Object.values(UNBUILT_AREAS).flat();

/** Whether an in-app address leads into an area that is not built yet (of `unbuilt`, all of them by default). */
export function isUnbuiltPath(to: string, unbuilt: readonly string[] = UNBUILT_ROUTE_PATHS): boolean {
  const path = to.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '');
  return unbuilt.some((route) =>
    route.endsWith('/*')
      ? path.startsWith(route.slice(0, -1)) || path === route.slice(0, -2)
      : path === route,
  );
}
