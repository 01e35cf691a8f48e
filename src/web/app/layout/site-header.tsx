import type { User } from '@contract/accounts';
import { Button } from '@web/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@web/components/ui/sheet';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tooltip, TooltipContent, TooltipTrigger } from '@web/components/ui/tooltip';
import { useLogout } from '@web/features/accounts/api/logout';
import { cart, cartTotals, useCartItems } from '@web/features/cart/cart-store';
import { toast } from '@web/lib/use-toast';
import { cn } from '@web/lib/utils';
import { LogOut, Menu, ShoppingCart, Star } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isCurrent, NAV_LINKS } from '../nav-links';
import { Brand } from './brand';

export interface SiteHeaderProps {
  user: User | null | undefined;
  userLoading: boolean;
  points: number | undefined;
}

function NavItems({
  user,
  onNavigate,
  vertical,
}: {
  user: User | null | undefined;
  onNavigate?: () => void;
  vertical?: boolean;
}) {
  const [location] = useLocation();
  return (
    <ul className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-0.5')}>
      {NAV_LINKS.filter((l) => !l.signedInOnly || user).map((link) => {
        const current = isCurrent(link, location);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'block rounded-full font-bold transition-colors',
                vertical ? 'px-4 py-3 text-lg' : 'px-3 py-2 text-[0.95rem]',
                current ? 'bg-primary-soft text-primary' : 'text-foreground hover:bg-muted',
              )}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function CartButton() {
  const { count } = cartTotals(useCartItems());
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
          onClick={() => cart.setOpen(true)}
        >
          <ShoppingCart aria-hidden className="!size-5" />
          {count > 0 ? (
            <span className="absolute top-1 right-1 grid min-w-5 place-items-center rounded-full bg-coral-strong px-1 text-xs font-extrabold text-white">
              {count}
            </span>
          ) : null}
        </Button>
      </TooltipTrigger>
      <TooltipContent>Your cart</TooltipContent>
    </Tooltip>
  );
}

function useLogoutWithToast(onDone?: () => void) {
  const [, navigate] = useLocation();
  return useLogout({
    onSuccess: () => {
      toast({ title: 'Logged out', description: 'You have been logged out successfully' });
      onDone?.();
      navigate('/');
    },
    onError: (error) => toast({ title: 'Logout failed', description: error.message, variant: 'destructive' }),
  });
}

function AccountButtons({
  user,
  userLoading,
  vertical,
  onNavigate,
}: {
  user: User | null | undefined;
  userLoading: boolean;
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const logout = useLogoutWithToast(onNavigate);
  if (userLoading) return <Skeleton className="h-11 w-40 rounded-full" />;
  if (user) {
    return (
      <Button
        variant="outline"
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
        className={cn(vertical && 'w-full')}
      >
        <LogOut aria-hidden /> Logout
      </Button>
    );
  }
  return (
    <div className={cn('flex gap-2', vertical && 'flex-col')}>
      <Button asChild variant="outline" className={cn(vertical && 'w-full')}>
        <Link href="/auth" onClick={onNavigate}>
          Login
        </Link>
      </Button>
      <Button asChild className={cn(vertical && 'w-full')}>
        <Link href="/auth?tab=register" onClick={onNavigate}>
          Sign Up
        </Link>
      </Button>
    </div>
  );
}

function PointsChip({ points }: { points: number }) {
  return (
    <Link
      href="/user-panel"
      className="hidden items-center gap-1.5 rounded-full bg-sun-soft px-3 py-1.5 text-sm font-extrabold text-sun-foreground sm:flex"
    >
      <Star aria-hidden className="size-4 fill-sun text-sun" />
      {points} <span className="sr-only">points</span>
    </Link>
  );
}

export function SiteHeader({ user, userLoading, points }: SiteHeaderProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = () => setDrawerOpen(false);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Brand />
        <div className="ml-4 hidden xl:block">
          <NavItems user={user} />
        </div>
        <div className="ml-auto flex items-center gap-2">
          {user && points !== undefined ? <PointsChip points={points} /> : null}
          <CartButton />
          <div className="hidden xl:block">
            <AccountButtons user={user} userLoading={userLoading} />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="xl:hidden"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu aria-hidden className="!size-6" />
          </Button>
        </div>
      </nav>
      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent side="left">
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <SheetDescription className="sr-only">Pages of Sprout</SheetDescription>
          <Brand onNavigate={close} />
          <nav aria-label="Mobile">
            <NavItems user={user} onNavigate={close} vertical />
          </nav>
          <div className="mt-auto border-t pt-4">
            <AccountButtons user={user} userLoading={userLoading} vertical onNavigate={close} />
          </div>
        </SheetContent>
      </Sheet>
    </header>
  );
}
