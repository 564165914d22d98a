/** The staff screens with a sign-in of their own: the editorial dashboard (and admin mode) and the Content Generator. */
export type StaffArea = 'dashboard' | 'generator';

/** The area's name, under the logo of its header and of its sign-in screen. */
export const AREA_NAMES: Record<StaffArea, string> = {
  dashboard: 'Editorial dashboard',
  generator: 'Content Generator',
};

/**
 * The staff area a staff page's address belongs to (routes.tsx: the generator has its own; the rest are the dashboard's),
 * or null for the premium preview, which has no sign-in screen of its own (it says when it cannot load the content).
 */
export function staffAreaOf(pathname: string): StaffArea | null {
  const path = pathname.replace(/\/+$/, '');
  if (path.startsWith('/premium-preview/')) return null;
  return path === '/admin/content-generator' ? 'generator' : 'dashboard';
}
