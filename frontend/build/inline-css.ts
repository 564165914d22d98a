import type { Plugin } from 'vite';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w-]+\.css)">/g;

/**
 * Puts the site's stylesheet (Tailwind's output, about 10 KB compressed) into index.html instead of linking it: the
 * first paint of every page then waits for no second request (a render-blocking round trip on a slow phone network).
 * The page HTML the server renders is made from this index.html, so it carries the styles too. Inline styles are
 * allowed by the Content-Security-Policy (style-src 'unsafe-inline').
 */
export function inlineCss(): Plugin {
  return {
    name: 'flying50-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(STYLESHEET, (_link, file: string) => {
          const asset = context.bundle?.[file];
          if (!asset || asset.type !== 'asset') throw new Error(`inline-css: ${file} is not in the bundle.`);
          const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString('utf8');
          return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}
