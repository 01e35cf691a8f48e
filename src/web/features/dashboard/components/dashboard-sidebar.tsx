import { ArrowLeft, Star } from 'lucide-react';
import type { User } from '#contract/accounts.ts';
import type { MessageKey } from '#contract/i18n/catalog.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { useT } from '#web/lib/i18n.tsx';

/** The role label of docs/product.md#screens-and-routes: Administrator, Parent or Student. */
export function roleLabel(user: Pick<User, 'isAdmin' | 'userType'>): MessageKey {
  if (user.isAdmin) return 'dashboard.role.admin';
  if (user.userType === 'tutor') return 'dashboard.role.tutor';
  return user.userType === 'parent' ? 'dashboard.role.parent' : 'dashboard.role.student';
}

export interface DashboardSidebarProps {
  user: User;
  points: number | undefined;
  onBack: () => void;
}

/** Who is signed in, their role and points, and a way back. */
export function DashboardSidebar({ user, points, onBack }: DashboardSidebarProps) {
  const t = useT();
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-soft text-xl font-extrabold text-primary"
          >
            {user.username.slice(0, 1).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="truncate text-lg font-extrabold">{user.username}</p>
            <p className="text-sm font-bold text-muted-foreground">{t(roleLabel(user))}</p>
          </div>
        </div>
        <p className="flex items-center gap-2 rounded-2xl bg-sun-soft px-4 py-3 font-extrabold text-sun-foreground">
          <Star aria-hidden className="size-5" />
          <span className="tabular-nums">{points === undefined ? '…' : points}</span>{' '}
          {t('dashboard.pointsWord')}
        </p>
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden /> {t('dashboard.back')}
        </Button>
      </CardContent>
    </Card>
  );
}
