import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { Router, useLocation } from 'wouter';
import type { PageAudience } from '#contract/page-audience.ts';
import { FocusHeadingOnNavigate } from '#web/app/layout/focus-heading-on-navigate.tsx';
import { ScrollToTopOnNavigate } from '#web/app/layout/scroll-to-top.tsx';
import { SiteFooter } from '#web/app/layout/site-footer.tsx';
import { SiteHeader } from '#web/app/layout/site-header.tsx';
import { useCartOpen } from '#web/features/store/cart-store.ts';
import { HydrationState } from '#web/lib/hydration.tsx';
import { I18nProvider, type I18nSetup, useT } from '#web/lib/i18n.tsx';
import { usePageSearch } from '#web/lib/page-search.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { usePoints, useUser } from '#web/lib/session.ts';
import { useHasBeenTrue } from '#web/lib/use-has-been-true.ts';
import { useToasts } from '#web/lib/use-toast.ts';
import { AppRoutes } from './router.tsx';

// The cart's code is fetched the first time the cart opens.
const CartDrawer = lazy(() =>
  import('#web/features/store/components/cart-drawer.tsx').then((m) => ({ default: m.CartDrawer })),
);

// The e-mail verification banners' code is fetched only for a reader who needs them (the link's
// outcome in the address, or a signed-in account still unverified): a guest's first load of "/"
// carries none of it (docs/benchmarks.md#page-load).
const VerificationBanners = lazy(() =>
  import('#web/features/accounts/components/verification-banners.tsx').then((m) => ({
    default: m.VerificationBanners,
  })),
);

/** The verification banners, for the readers who need them (kept once wanted). */
function Banners() {
  const { data: user } = useUser();
  const search = usePageSearch();
  const wanted = useHasBeenTrue(search.has('verified') || (!!user?.email && !user.isEmailVerified));
  return wanted ? (
    <Suspense fallback={null}>
      <VerificationBanners />
    </Suspense>
  ) : null;
}

/**
 * The toasts' code (Radix Toast, about 6 KB gzipped) is fetched with the first toast: no page
 * needs it to show or to hydrate. A plain import() into state, not React.lazy: a lazy part that
 * suspends waits on React's 300 ms Suspense throttle, a timer that a paused clock (the browser
 * tests') never runs, so the first toast would never show. The toast store is apart, so a toast
 * raised before the code arrives shows when it does.
 */
function Toasts() {
  const wanted = useHasBeenTrue(useToasts().length > 0);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    import('#web/components/ui/toaster.tsx').then((m) => {
      if (live) setToaster(() => m.Toaster);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return Toaster ? <Toaster /> : null;
}

/** The header with who is signed in and their points. */
function SessionHeader() {
  const user = useUser();
  // A tutor earns no points (docs/tutoring.md#tutor-accounts-and-teach): no points in their header.
  const points = usePoints(user.data?.userType === 'tutor' ? undefined : user.data?.id);
  return <SiteHeader user={user.data} userLoading={user.isPending} points={points.data?.points} />;
}

/** The cart drawer, whose code is fetched the first time it opens. */
function Cart() {
  const user = useUser();
  const points = usePoints(user.data?.id);
  const cartWanted = useHasBeenTrue(useCartOpen());
  return cartWanted ? (
    <Suspense fallback={null}>
      <CartDrawer user={user.data} points={points.data?.points} />
    </Suspense>
  ) : null;
}

/**
 * The page around the routes. The session is read by the parts that show it, not here, so a
 * change of session (and the end of hydration) draws the header again, not the whole page.
 */
function Shell() {
  const [location] = useLocation();
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:start-2 focus:z-50 focus:rounded-full focus:bg-card focus:px-4 focus:py-2"
      >
        {t('shell.skipToContent')}
      </a>
      <SessionHeader />
      {/* At least a screen tall, so the footer never jumps while a page loads (no layout shift). */}
      <main id="main" className="min-h-[calc(100dvh-4rem)] flex-1">
        {/* Above the hero, as the spec places them; the verification link lands on "/". */}
        {location === '/' ? <Banners /> : null}
        <AppRoutes />
      </main>
      <ScrollToTopOnNavigate />
      <FocusHeadingOnNavigate />
      <SiteFooter />
      <Cart />
      <Toasts />
    </div>
  );
}

export interface AppProps {
  /** The client holding the page's data (the server's render fills it first; main.tsx hydrates it). */
  queryClient?: QueryClient;
  /** The address to render when there is no browser (the server's render): path and query. */
  ssr?: { path: string; search: string };
  /** True when rendering on the server, or taking over HTML the server rendered (hydration.tsx). */
  hydrating?: boolean;
  /** Whom the server draws, or drew, the page for (#contract/page-audience.ts); anyone unless said. */
  drawnFor?: PageAudience;
  /** The page's language and its messages (lib/i18n.tsx). */
  i18n: I18nSetup;
}

export function App({ queryClient: given, ssr, hydrating = false, drawnFor = 'anyone', i18n }: AppProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider setup={i18n}>
        <HydrationState hydrating={hydrating} drawnFor={drawnFor}>
          <Router {...(ssr ? { ssrPath: ssr.path, ssrSearch: ssr.search } : {})}>
            <Shell />
          </Router>
        </HydrationState>
      </I18nProvider>
    </QueryClientProvider>
  );
}
