/**
 * The addresses an article is shared by (docs/product.md#article-pages): always its canonical address, the magazine's
 * public address + /article/{slug} as the page's canonical link has it, never the /article/{id} form nor a ?query.
 * Plain links, so no other site's script or pixel is loaded to share.
 */

/**
 * The article's canonical address. The magazine's public address is taken from the page's canonical link (the server
 * writes it from PUBLIC_URL on every indexed page; the app keeps the first page's head), else the page's own origin.
 */
export function articleShareUrl(slug: string): string {
  let origin = window.location.origin;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  if (canonical) {
    try {
      origin = new URL(canonical).origin;
    } catch {
      // A malformed link: the page's own origin.
    }
  }
  return `${origin}/article/${slug}`;
}

/** The menu's links to share the article by e-mail, WhatsApp and Facebook. */
export function shareLinks(title: string, url: string): { email: string; whatsapp: string; facebook: string } {
  return {
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    // Facebook reads the title, description and picture from the page's Open Graph tags.
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  };
}
