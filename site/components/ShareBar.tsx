// Share links for X, Facebook and LINE with the URL-encoded page URL and title. The client script
// rewrites them with `location.href` so they stay right wherever the site is hosted.
import { encodedPathname } from '../../engine/ids.ts';
import { FOOTER, shareLinks } from '../lib/footer.ts';
import { compactUrl } from '../lib/paths.ts';
import { SITE_ORIGIN } from '../lib/site.ts';

export { shareLinks };

export function ShareBar({ title, pathname }: { title: string; pathname: string }) {
  return (
    // The links straight in a labelled nav, as the main menu: no list around three links.
    <nav className="share-bar" aria-label={FOOTER.shareLabel} data-share-title={title}>
      {shareLinks(SITE_ORIGIN + encodedPathname(pathname), title).map((link) => (
        <a
          key={link.service}
          href={compactUrl(link.href)}
          data-share={link.service}
          className={`share share-${link.service}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {link.label}
        </a>
      ))}
    </nav>
  );
}
