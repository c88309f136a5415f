// The admin routes of spec admin §2, under /system/admin (the gate wraps them all).
import type { RouteObject } from 'react-router';
import { AdminLayout } from './components/AdminLayout.tsx';
import { Aggregations } from './screens/Aggregations.tsx';
import { Dashboard } from './screens/Dashboard.tsx';
import { DeckDetail } from './screens/DeckDetail.tsx';
import { DeckJobs } from './screens/DeckJobs.tsx';
import { EventDetail } from './screens/EventDetail.tsx';
import { Events } from './screens/Events.tsx';
import { Export } from './screens/Export.tsx';
import { RuleEditor } from './screens/RuleEditor.tsx';
import { RulePreview } from './screens/RulePreview.tsx';
import { Rules } from './screens/Rules.tsx';
import { Settings } from './screens/Settings.tsx';
import { Sync } from './screens/Sync.tsx';

export const ADMIN_BASE = '/system/admin';

export const adminRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AdminLayout />,
    children: [
      { index: true, element: <Dashboard /> },
      { path: 'aggregations', element: <Aggregations /> },
      { path: 'settings', element: <Settings /> },
      { path: 'sync', element: <Sync /> },
      { path: 'export', element: <Export /> },
      { path: 'deck-jobs', element: <DeckJobs /> },
      { path: 'rules', element: <Rules /> },
      { path: 'rules/new', element: <RuleEditor /> },
      { path: 'rules/preview', element: <RulePreview /> },
      { path: 'rules/:id', element: <RuleEditor /> },
      // Without an id, the deck screen says so (spec admin §8), rather than the dashboard.
      { path: 'decks', element: <DeckDetail /> },
      { path: 'decks/:id', element: <DeckDetail /> },
      { path: 'events', element: <Events /> },
      { path: 'events/:id', element: <EventDetail /> },
      { path: '*', element: <Dashboard /> },
    ],
  },
];
