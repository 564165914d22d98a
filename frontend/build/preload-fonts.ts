import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The web fonts every public page paints first: body text (Inter 400), navigation, buttons and labels (Inter 600 and
 * 700) and headings (Source Serif 4 700). Preloaded
 * from index.html, so the browser fetches them with the CSS instead of after it: the first paint uses them sooner and
 * the swap from the fallback font (a layout shift, a later Largest Contentful Paint) happens early or not at all.
 */
const FIRST_PAINT_FONTS = [
  /^assets\/inter-latin-400-normal-[\w-]+\.woff2$/,
  /^assets\/inter-latin-600-normal-[\w-]+\.woff2$/,
  /^assets\/inter-latin-700-normal-[\w-]+\.woff2$/,
  /^assets\/source-serif-4-latin-700-normal-[\w-]+\.woff2$/,
];

export function preloadFonts(): Plugin {
  return {
    name: 'flying50-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return FIRST_PAINT_FONTS.flatMap((pattern): HtmlTagDescriptor[] => {
          const file = files.find((name) => pattern.test(name));
          if (!file) return [];
          return [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' }, injectTo: 'head' }];
        });
      },
    },
  };
}
