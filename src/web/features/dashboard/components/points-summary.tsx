import { Gamepad2, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useT } from '#web/lib/i18n.tsx';

export interface PointsSummaryProps {
  points: number | undefined;
  /** What the points are for, under the balance (the dashboard shows the savings goal there). */
  children?: ReactNode;
}

/** The Points Summary (docs/product.md#screens-and-routes): the balance, what it is saved for, and where to earn more. */
export function PointsSummary({ points, children }: PointsSummaryProps) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('dashboard.pointsSummary')}</CardTitle>
        <CardDescription>{t('dashboard.pointsSummaryLead')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="flex items-center gap-2 text-3xl font-extrabold text-sun-foreground">
            <Star aria-hidden className="size-7" />
            <span className="tabular-nums">{points ?? '…'}</span>
            <span className="text-base">{t('dashboard.pointsWord')}</span>
          </p>
          <Button asChild variant="sun">
            <Link href="/games">
              <Gamepad2 aria-hidden /> {t('dashboard.earnMore')}
            </Link>
          </Button>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
