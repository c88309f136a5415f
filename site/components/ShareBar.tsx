// Share links for X, Facebook and LINE with the URL-encoded page URL and title. The client script
// rewrites them with `location.href` so they stay right wherever the site is hosted.
import { encodedPathname } from '../../engine/ids.ts';
import { SITE_ORIGIN } from '../lib/site.ts';

export function shareLinks(url: string, title: string): { service: string; label: string; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { service: 'x', label: 'Xでシェア', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    {
      service: 'facebook',
      label: 'Facebookでシェア',
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      service: 'line',
      label: 'LINEで送る',
      href: `https://social-plugins.line.me/lineit/share?url=${u}&text=${t}`,
    },
  ];
}

export function ShareBar({ title, pathname }: { title: string; pathname: string }) {
  return (
    <ul className="share-bar" aria-label="このページをシェア" data-share-title={title}>
      {shareLinks(SITE_ORIGIN + encodedPathname(pathname), title).map((link) => (
        <li key={link.service}>
          <a
            href={link.href}
            data-share={link.service}
            className={`share share-${link.service}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
