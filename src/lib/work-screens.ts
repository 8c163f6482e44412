/**
 * The work screens: signing in, a client's dashboard and the owners' admin, with their sub-paths. They are for
 * getting something done, so the site's sales widgets (the activity ticker, the help card, the mobile call box and
 * the exit offer) stay off them, whether the screen was loaded as a document or reached by a client-side navigation.
 */
const WORK_SCREEN_PATHS = ['/auth', '/dashboard', '/admin'] as const;

/** Whether `pathname` is a work screen; in any letter case, as the router matches paths. */
export function isWorkScreen(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return WORK_SCREEN_PATHS.some((screen) => path === screen || path.startsWith(`${screen}/`));
}
