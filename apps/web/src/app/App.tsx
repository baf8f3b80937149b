import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../api/errors';
import { SessionProvider } from '../session/SessionProvider';
import { NotFoundPathContext } from '../ui/NotFoundPage';

/** One query cache per browser tab, and per request on the server. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A missing record or a refused request will not change by asking again.
        retry: (count, e) => count < 2 && !(e instanceof ApiError && e.status >= 400 && e.status < 500),
      },
    },
  });
}

interface Props {
  queryClient: QueryClient;
  /**
   * True when the page arrived rendered by the server: the first render must match that HTML,
   * which knows no session, so the stored sign-in is read right after it.
   */
  hydrating: boolean;
  /** The address the server answered with 404, if it did (see ui/NotFoundPage.tsx). */
  notFoundPath?: string | null;
  /** The router provider: the browser's, or the server's static one. */
  children: ReactNode;
}

/** The providers every screen needs, around the router. */
export function App({ queryClient, hydrating, notFoundPath = null, children }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <NotFoundPathContext value={notFoundPath}>
        <SessionProvider hydrating={hydrating}>{children}</SessionProvider>
      </NotFoundPathContext>
    </QueryClientProvider>
  );
}
