/** The staff screens with a sign-in of their own: the editorial dashboard (and admin mode) and the Content Generator. */
export type StaffArea = 'dashboard' | 'generator';

/** The area's name, under the logo of its header and of its sign-in screen. */
export const AREA_NAMES: Record<StaffArea, string> = {
  dashboard: 'Editorial dashboard',
  generator: 'Content Generator',
};

/** The staff area a staff page's address belongs to (routes.tsx: the generator has its own; the rest are the dashboard's). */
export function staffAreaOf(pathname: string): StaffArea {
  return pathname.replace(/\/+$/, '') === '/admin/content-generator' ? 'generator' : 'dashboard';
}
