import { Menu, ShoppingCart, Star } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { User } from '#contract/accounts.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Tooltip } from '#web/components/ui/tooltip.tsx';
import { cart, cartTotals, useCartItems } from '#web/features/store/cart-store.ts';
import { useT } from '#web/lib/i18n.tsx';
import { Brand } from './brand.tsx';
import { AccountButtons, NavItems } from './nav-items.tsx';
import { useFocusClearOf } from './use-focus-clear-of.ts';

const MobileNav = lazy(() => import('./mobile-nav.tsx').then((m) => ({ default: m.MobileNav })));
// Only a signed-in reader has conversations: a guest's first load does not carry the messages code.
const MessagesHeaderLink = lazy(() =>
  import('#web/features/messages/components/messages-header-link.tsx').then((m) => ({
    default: m.MessagesHeaderLink,
  })),
);

export interface SiteHeaderProps {
  user: User | null | undefined;
  userLoading: boolean;
  points: number | undefined;
}

function CartButton() {
  const { count } = cartTotals(useCartItems());
  const t = useT();
  return (
    <Tooltip label={t('shell.cartTooltip')}>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={t('shell.cartLabel', { count })}
        onClick={() => cart.setOpen(true)}
      >
        <ShoppingCart aria-hidden className="!size-5" />
        {count > 0 ? (
          <span className="absolute top-1 end-1 grid min-w-5 place-items-center rounded-full bg-coral-strong px-1 text-sm font-extrabold text-primary-foreground">
            {count}
          </span>
        ) : null}
      </Button>
    </Tooltip>
  );
}

function PointsChip({ points }: { points: number }) {
  const t = useT();
  return (
    <Link
      href="/user-panel"
      className="hidden items-center gap-1.5 rounded-full bg-sun-soft px-3 py-1.5 text-sm font-extrabold text-sun-foreground sm:flex"
    >
      <Star aria-hidden className="size-4 fill-sun text-sun" />
      {points} <span className="sr-only">{t('shell.points')}</span>
    </Link>
  );
}

export function SiteHeader({ user, userLoading, points }: SiteHeaderProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code is fetched the first time it is wanted, then kept.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const bar = useRef<HTMLElement>(null);
  useFocusClearOf(bar);
  const t = useT();
  return (
    <header
      ref={bar}
      className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80"
    >
      <nav
        aria-label={t('shell.navMain')}
        className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6"
      >
        <Brand />
        <div className="ms-4 hidden xl:block">
          <NavItems user={user} />
        </div>
        <div className="ms-auto flex items-center gap-2">
          {user && points !== undefined ? <PointsChip points={points} /> : null}
          {/* A child waiting for a parent's yes takes part in no conversation yet. */}
          {user && user.consent !== 'pending' ? (
            <Suspense fallback={null}>
              <MessagesHeaderLink userId={user.id} />
            </Suspense>
          ) : null}
          <CartButton />
          <div className="hidden xl:block">
            <AccountButtons user={user} userLoading={userLoading} />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="xl:hidden"
            aria-label={t('shell.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
          >
            <Menu aria-hidden className="!size-6" />
          </Button>
        </div>
      </nav>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileNav open={drawerOpen} onOpenChange={setDrawerOpen} user={user} userLoading={userLoading} />
        </Suspense>
      ) : null}
    </header>
  );
}
