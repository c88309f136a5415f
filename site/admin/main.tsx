// Entry of the admin SPA mounted at /system/admin: the data library (with its persisted
// settings/counts cache), the gate, and the router.
import './lib/noEval.ts';
import './admin.css';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { adminConfig } from './config.ts';
import { Gate } from './gate/Gate.tsx';
import { adminDocumentTitle } from './lib/pageTitle.ts';
import { createQueryClient, persistOptions } from './lib/queryClient.ts';
import { ADMIN_BASE, adminRoutes } from './routes.tsx';

// The sign-in gate's title; each page sets its own once signed in (AdminLayout).
document.title = adminDocumentTitle(null, adminConfig.productName);
const queryClient = createQueryClient();
const router = createBrowserRouter(adminRoutes, { basename: ADMIN_BASE });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions()}>
      <Gate>{() => <RouterProvider router={router} />}</Gate>
    </PersistQueryClientProvider>
  </StrictMode>,
);
