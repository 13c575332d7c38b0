import { routePath } from '@shared/navigation/app-routes';
import { SITE, pageTitle, routeMeta } from '@shared/navigation/route-meta';

/** One <meta> the head manager owns: `name="…"` (description, robots, twitter:*) or `property="…"` (og:*). */
export interface HeadTag {
  attr: 'name' | 'property';
  key: string;
  content: string;
}

export interface DocumentHead {
  title: string;
  /** The page's address without its query or hash. */
  canonical: string;
  tags: HeadTag[];
}

const OG_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * What <head> says for a path (shared/src/navigation/route-meta.ts): the title, the description,
 * robots, the canonical URL and the Open Graph and Twitter card tags a link preview reads.
 * `title` is the page's own, when it knows better than its route (the /auth tabs, a 404).
 *
 * @example documentHead('/contato', 'https://viraliza.com.br').title // 'Contato | Viraliza'
 */
export function documentHead(pathname: string, origin: string, title?: string): DocumentHead {
  const meta = routeMeta(pathname);
  const fullTitle = pageTitle(title ?? meta.title);
  const path = routePath(pathname);
  const canonical = `${origin}${path}`;
  const image = `${origin}${SITE.ogImage}`;
  const name = (key: string, content: string): HeadTag => ({ attr: 'name', key, content });
  const property = (key: string, content: string): HeadTag => ({ attr: 'property', key, content });
  return {
    title: fullTitle,
    canonical,
    tags: [
      name('description', meta.description),
      name('robots', meta.indexable ? 'index, follow' : 'noindex, nofollow'),
      property('og:type', 'website'),
      property('og:site_name', SITE.name),
      property('og:locale', SITE.locale),
      property('og:title', fullTitle),
      property('og:description', meta.description),
      property('og:url', canonical),
      property('og:image', image),
      property('og:image:width', String(OG_IMAGE_SIZE.width)),
      property('og:image:height', String(OG_IMAGE_SIZE.height)),
      property('og:image:alt', SITE.ogImageAlt),
      name('twitter:card', 'summary_large_image'),
      name('twitter:title', fullTitle),
      name('twitter:description', meta.description),
      name('twitter:image', image),
      name('twitter:image:alt', SITE.ogImageAlt),
    ],
  };
}

/** Writes a DocumentHead into the page: each tag updated in place, or added once. */
export function applyHead(doc: Document, head: DocumentHead): void {
  if (doc.title !== head.title) doc.title = head.title;
  for (const tag of head.tags) {
    let el = doc.head.querySelector<HTMLMetaElement>(`meta[${tag.attr}="${tag.key}"]`);
    if (!el) {
      el = doc.createElement('meta');
      el.setAttribute(tag.attr, tag.key);
      doc.head.appendChild(el);
    }
    if (el.content !== tag.content) el.content = tag.content;
  }
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'canonical';
    doc.head.appendChild(link);
  }
  if (link.href !== head.canonical) link.href = head.canonical;
}
