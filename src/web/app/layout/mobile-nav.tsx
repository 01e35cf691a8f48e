import { useRef } from 'react';
import type { User } from '#contract/accounts.ts';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '#web/components/ui/sheet.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { Brand } from './brand.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { AccountButtons, NavItems } from './nav-items.tsx';

export interface MobileNavProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User | null | undefined;
  userLoading: boolean;
}

/** The side drawer of small screens, with the same items as the top bar. Loaded when first opened. */
export function MobileNav({ open, onOpenChange, user, userLoading }: MobileNavProps) {
  const t = useT();
  // The page the drawer was on when one of its links was followed.
  const leftFrom = useRef<string | null>(null);
  const close = () => {
    leftFrom.current = window.location.pathname;
    onOpenChange(false);
  };
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        onCloseAutoFocus={(event) => {
          // After a move to another page its heading has the focus (FocusHeadingOnNavigate), not the menu button.
          if (leftFrom.current !== null && leftFrom.current !== window.location.pathname)
            event.preventDefault();
          leftFrom.current = null;
        }}
      >
        <SheetTitle className="sr-only">{t('shell.menuTitle')}</SheetTitle>
        <SheetDescription className="sr-only">{t('shell.menuDescription')}</SheetDescription>
        <Brand onNavigate={close} />
        <nav aria-label={t('shell.navMobile')}>
          <NavItems user={user} onNavigate={close} vertical />
        </nav>
        <div className="mt-auto grid gap-3 border-t pt-4">
          <LanguageSwitcher user={user} />
          <AccountButtons user={user} userLoading={userLoading} vertical onNavigate={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
