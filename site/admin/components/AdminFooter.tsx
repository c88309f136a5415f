// The footer of every admin page (spec admin §1): the affiliate notice linking to the ads policy,
// the trademark and fan-site disclaimer, and share links for X, Facebook and LINE (the page's own
// address and title, read when rendered).
import { useLocation } from 'react-router';
import { FooterNotices } from '../../components/FooterNotices.tsx';
import { FOOTER, shareLinks } from '../../lib/footer.ts';

export function AdminFooter() {
  // Re-rendered on every navigation, so the links carry the current page.
  useLocation();
  return <FooterContent />;
}

/** The footer itself; the gate's screens (outside the router) show it too (spec admin §1). */
export function FooterContent() {
  return (
    <footer className="admin-footer">
      <ul className="share-bar" aria-label={FOOTER.shareLabel}>
        {shareLinks(window.location.href, document.title).map((link) => (
          <li key={link.service}>
            <a href={link.href} data-share={link.service} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <FooterNotices />
    </footer>
  );
}
