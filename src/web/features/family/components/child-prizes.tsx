import { Badge } from '#web/components/ui/badge.tsx';
import { ErrorState } from '#web/components/ui/query-states.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDate, useReaderTimeZone } from '#web/lib/format.ts';
import { useI18n, useT } from '#web/lib/i18n.tsx';
import { useChildPrizes } from '../api/get-child-prizes.ts';

/** The child's prizes for the parent: what was bought, and where each physical prize is. */
export function ChildPrizes({ childId, childName }: { childId: number; childName: string }) {
  const timeZone = useReaderTimeZone();
  const { locale } = useI18n();
  const prizes = useChildPrizes(childId);
  const t = useT();
  if (prizes.data === undefined)
    return prizes.isError ? (
      <ErrorState compact query={prizes} title={t('family.prizes.error', { name: childName })} />
    ) : (
      <Skeleton className="h-24" />
    );
  if (prizes.data.length === 0)
    return <p className="text-muted-foreground">{t('family.prizes.none', { name: childName })}</p>;
  return (
    <ul className="grid gap-2" aria-label={t('family.prizes.label', { name: childName })}>
      {prizes.data.map((prize) => (
        <li
          key={prize.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-muted/60 px-4 py-3"
          data-testid="child-prize"
        >
          <span className="font-bold">{prize.merchandise.name}</span>
          <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {formatDate(prize.purchaseDate, timeZone, locale)} ·{' '}
            {t('store.points', { count: prize.pointsUsed })}
            {prize.deliveryStatus ? (
              <Badge variant={prize.deliveryStatus === 'delivered' ? 'muted' : 'sky'}>
                {t('store.delivery', { status: prize.deliveryStatus })}
              </Badge>
            ) : (
              <Badge variant="outline">{t('family.prizes.digital')}</Badge>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
