import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { createQueryClient } from './query-client';
import { RouteErrorBoundary } from './route-error-boundary';
import { appRoutes } from './routes';

/** The pages of the app under whichever router renders them (the browser's, or the prerenderer's). */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(appRoutes);
  // A page that throws while rendering shows the error page; moving to another page tries again.
  return <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>;
}

export function App({ queryClient: givenQueryClient }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
