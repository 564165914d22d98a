/**
 * Each ad format's shape: readers' pages show the picture cropped to it (object-cover), and the dashboard's cards and
 * the ad form's preview show it the same way, so what the editor sees is what readers get. width and height are the
 * picture's intrinsic size hint (the page keeps the ad's room before the picture arrives).
 */
export const AD_SHAPES = {
  featured: { width: 1200, height: 675, className: 'aspect-[16/9]', label: 'Featured (16:9)' },
  square: { width: 600, height: 600, className: 'aspect-square', label: 'Square (1:1)' },
} as const satisfies Record<string, { width: number; height: number; className: string; label: string }>;

export type AdShape = keyof typeof AD_SHAPES;
