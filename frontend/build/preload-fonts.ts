import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The one web font preloaded from index.html: the body text's (Inter 400), the face most of the first paint's text is
 * set in (a page's paragraphs, the members' and staff pages' 'Loading…' before the app runs). Preloaded, the browser
 * fetches it with the HTML instead of after the CSS. The other faces (Inter 600 and 700 for navigation and buttons,
 * Source Serif 4 for headings and the logo) are not preloaded: on a slow connection (Slow 4G, 1.6 Mbps) four preloads
 * competed with the app's JavaScript and the page's pictures for about 100 KB. They load when the page's text asks for
 * them; every face is font-display: swap (@fontsource) with metric-matched fallbacks (index.css), so text shows at once
 * in the fallback and the swap moves nothing (test/browser/slow-phone.spec.ts).
 */
const FIRST_PAINT_FONTS = [/^assets\/inter-latin-400-normal-[\w-]+\.woff2$/];

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
