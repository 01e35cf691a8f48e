// The child's side of a parent's settings (docs/rules.md#parents-in-the-loop), in plain words, with what became
// of the child's requests for a yes. Pictures carry the meaning for children who cannot read yet.

import { CheckCircle2, Clock, Heart, XCircle } from 'lucide-react';
import { intlLocaleOf } from '#contract/i18n/locales.ts';
import type { ApprovalRequest, ChildSettings } from '#contract/parent-controls.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { type Translate, useI18n } from '#web/lib/i18n.tsx';
import { useMyApprovals } from '../api/get-my-approvals.ts';
import { useMyControls } from '../api/get-my-controls.ts';

function requestWords(request: ApprovalRequest, t: Translate): { text: string; icon: typeof Clock } {
  const summary = request.summary;
  switch (request.status) {
    case 'waiting':
      return { text: t('family.mine.waiting', { summary }), icon: Clock };
    case 'approved':
      return {
        text: t('family.mine.approved', { summary, kind: request.kind === 'booking' ? 'booking' : 'prize' }),
        icon: CheckCircle2,
      };
    case 'declined':
      return { text: t('family.mine.declined', { summary }), icon: XCircle };
    case 'expired':
      return { text: t('family.mine.expired', { summary }), icon: XCircle };
    case 'failed':
      return { text: t('family.mine.failed', { summary, reason: request.outcome ?? '' }), icon: XCircle };
  }
}

/** A time of day ("19:30") as the reader's language writes it: "7:30 PM", "7:30 p.m.". */
function timeOfDay(time: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(`1970-01-01T${time}:00Z`),
  );
}

/** The settings in the plain words a child (or the grown-up reading to them) hears. */
function controlsInWords(settings: ChildSettings, t: Translate, locale: string): string[] {
  const words: string[] = [];
  if (settings.approvePurchases) words.push(t('family.mine.askSpend'));
  if (settings.approveBookings) words.push(t('family.mine.askBook'));
  if (settings.dailyGameMinutes !== null)
    words.push(t('family.mine.dailyMinutes', { count: settings.dailyGameMinutes }));
  if (settings.quietHours)
    words.push(
      t('family.mine.quiet', {
        from: timeOfDay(settings.quietHours.from, locale),
        to: timeOfDay(settings.quietHours.to, locale),
      }),
    );
  if (settings.extraTime !== 1) words.push(t('family.mine.extraTime'));
  return words;
}

/** "Your grown-up's rules" on the child's dashboard; nothing when there are none. */
export function MyControls({ userId }: { userId: number }) {
  const controls = useMyControls(userId).data;
  const requests = useMyApprovals(userId).data ?? [];
  const { t, locale } = useI18n();
  const words = controls ? controlsInWords(controls, t, intlLocaleOf(locale)) : [];
  if (words.length === 0 && requests.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('family.mine.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="grid gap-2">
          {words.map((w) => (
            <li key={w} className="flex items-center gap-2">
              <Heart aria-hidden className="size-5 shrink-0 text-coral-foreground" /> {w}
            </li>
          ))}
          {controls?.gameMinutesLeftToday != null ? (
            <li className="flex items-center gap-2">
              <Clock aria-hidden className="size-5 shrink-0" />{' '}
              {t('family.mine.timeLeft', { count: controls.gameMinutesLeftToday })}
            </li>
          ) : null}
        </ul>
        {requests.length > 0 ? (
          <ul className="grid gap-2" aria-label={t('family.mine.asked')}>
            {requests.slice(0, 5).map((r) => {
              const { text, icon: Icon } = requestWords(r, t);
              return (
                <li key={r.id} className="flex items-center gap-2 rounded-2xl bg-muted/60 px-3 py-2">
                  <Icon aria-hidden className="size-5 shrink-0" /> {text}
                </li>
              );
            })}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
