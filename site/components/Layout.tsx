// The shell of every page: header with brand, menu toggle and nav; the footer carries the
// trademark/fan-site disclaimer, the affiliate notice and the share links (spec §1, §2).
import type { ReactNode } from 'react';
import { NAV_LINKS, PRODUCT_NAME } from '../lib/site.ts';
import { FooterNotices } from './FooterNotices.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { ShareBar } from './ShareBar.tsx';

export function Layout({
  title,
  pathname,
  children,
}: {
  title: string;
  pathname: string;
  children: ReactNode;
}) {
  return (
    <>
      <header className="site-header" id="top">
        <a className="brand" href="/">
          {PRODUCT_NAME}
        </a>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded="false"
          aria-controls="site-nav"
          data-menu-toggle=""
          aria-label="メニュー"
        >
          ☰
        </button>
        {/* Links straight in the nav, no list: the landmark names them, and a list cost 8 elements a page. */}
        <nav id="site-nav" className="site-nav" aria-label="メインメニュー">
          {NAV_LINKS.map((link) => (
            <a
              key={link.href}
              href={link.href}
              aria-current={isCurrent(link.href, pathname) ? 'page' : undefined}
            >
              {link.label}
            </a>
          ))}
        </nav>
      </header>
      <main className="site-main">{children}</main>
      <footer className="site-footer">
        <ShareBar title={title} pathname={pathname} />
        <FooterNotices />
      </footer>
      <ScrollToTop />
    </>
  );
}

function isCurrent(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
