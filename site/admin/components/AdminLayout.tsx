// The admin frame: side navigation (spec admin §2, in its order), the signed-in account and the
// current screen, the page's title and the footer. Below 720 px the navigation folds behind a
// menu button.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { adminConfig } from '../config.ts';
import { auth } from '../lib/firebase.ts';
import { adminDocumentTitle, adminPageName } from '../lib/pageTitle.ts';
import { GATE } from '../texts/gate.ts';
import { NAV } from '../texts/nav.ts';
import { AdminFooter } from './AdminFooter.tsx';

const ITEMS = [
  { to: '/', label: NAV.dashboard, end: true },
  { to: '/aggregations', label: NAV.aggregations, end: false },
  { to: '/rules', label: NAV.rules, end: false },
  { to: '/events', label: NAV.events, end: false },
  { to: '/sync', label: NAV.sync, end: false },
  { to: '/export', label: NAV.export, end: false },
  { to: '/deck-jobs', label: NAV.deckJobs, end: false },
  { to: '/settings', label: NAV.settings, end: false },
] as const;

export function AdminLayout() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const location = useLocation();
  // Each page its own title: `{product} | {page}（管理画面）`.
  const title = adminDocumentTitle(adminPageName(location.pathname), adminConfig.productName);
  document.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
  const logout = async () => {
    // Cached documents belong to this session's account.
    queryClient.clear();
    await auth.signOut();
  };
  return (
    <div className="admin">
      <header className="admin-header">
        <button
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="admin-nav"
          onClick={() => setOpen(!open)}
        >
          {NAV.menu}
        </button>
        <span className="account">{auth.currentUser?.email ?? auth.currentUser?.uid}</span>
        <button type="button" onClick={logout}>
          {GATE.logout}
        </button>
      </header>
      <nav id="admin-nav" className={open ? 'side-nav open' : 'side-nav'} aria-label={NAV.menu}>
        <ul>
          {ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} onClick={() => setOpen(false)}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="admin-main" key={location.pathname}>
        <Outlet />
      </main>
      <AdminFooter />
    </div>
  );
}
