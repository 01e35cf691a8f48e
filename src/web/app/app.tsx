import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@web/components/ui/toaster';
import { TooltipProvider } from '@web/components/ui/tooltip';
import { VerificationBanners } from '@web/features/accounts/components/verification-banners';
import { useCartOpen } from '@web/features/store/cart-store';
import { createQueryClient } from '@web/lib/query-client';
import { usePoints, useUser } from '@web/lib/session';
import { lazy, Suspense, useState } from 'react';
import { Router, useLocation } from 'wouter';
import { ScrollToTopOnNavigate } from './layout/scroll-to-top';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { AppRoutes } from './router';

// The cart's code is fetched the first time the cart opens.
const CartDrawer = lazy(() =>
  import('@web/features/store/components/cart-drawer').then((m) => ({ default: m.CartDrawer })),
);

function useHasBeenTrue(value: boolean) {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

function Shell() {
  const user = useUser();
  const points = usePoints(user.data?.id);
  const [location] = useLocation();
  const cartWanted = useHasBeenTrue(useCartOpen());
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-card focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader user={user.data} userLoading={user.isPending} points={points.data?.points} />
      {/* At least a screen tall, so the footer never jumps while a page loads (no layout shift). */}
      <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
        {/* Above the hero, as the spec places them; the verification link lands on "/". */}
        {location === '/' ? <VerificationBanners /> : null}
        <AppRoutes />
      </main>
      <ScrollToTopOnNavigate />
      <SiteFooter />
      {cartWanted ? (
        <Suspense fallback={null}>
          <CartDrawer user={user.data} points={points.data?.points} />
        </Suspense>
      ) : null}
      <Toaster />
    </div>
  );
}

export interface AppProps {
  /** The client holding the page's data (the server's render fills it first; main.tsx hydrates it). */
  queryClient?: QueryClient;
  /** The address to render when there is no browser (the server's render): path and query. */
  ssr?: { path: string; search: string };
}

export function App({ queryClient: given, ssr }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Router {...(ssr ? { ssrPath: ssr.path, ssrSearch: ssr.search } : {})}>
          <Shell />
        </Router>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
