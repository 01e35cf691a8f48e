// The child's side of a parent's settings (docs/rules.md#parents-in-the-loop), in plain words, with what became
// of the child's requests for a yes. Pictures carry the meaning for children who cannot read yet.

import { CheckCircle2, Clock, Heart, XCircle } from 'lucide-react';
import { type ApprovalRequest, controlsInPlainWords } from '#contract/parent-controls.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { countOf } from '#web/lib/format.ts';
import { useMyApprovals } from '../api/get-my-approvals.ts';
import { useMyControls } from '../api/get-my-controls.ts';

function requestWords(request: ApprovalRequest): { text: string; icon: typeof Clock } {
  switch (request.status) {
    case 'waiting':
      return { text: `${request.summary}: sent to your grown-up`, icon: Clock };
    case 'approved':
      return {
        text: `${request.summary}: your grown-up said yes!${request.kind === 'booking' ? '' : ' Look in My Inventory.'}`,
        icon: CheckCircle2,
      };
    case 'declined':
      return { text: `${request.summary}: your grown-up said not this time`, icon: XCircle };
    case 'expired':
      return { text: `${request.summary}: no answer came. You can ask again.`, icon: XCircle };
    case 'failed':
      return { text: `${request.summary}: it could not happen. ${request.outcome ?? ''}`, icon: XCircle };
  }
}

/** "Your grown-up's rules" on the child's dashboard; nothing when there are none. */
export function MyControls({ userId }: { userId: number }) {
  const controls = useMyControls(userId).data;
  const requests = useMyApprovals(userId).data ?? [];
  const words = controls ? controlsInPlainWords(controls) : [];
  if (words.length === 0 && requests.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Your grown-up's rules</CardTitle>
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
              <Clock aria-hidden className="size-5 shrink-0" /> Game time left today:{' '}
              {countOf(controls.gameMinutesLeftToday, 'minute')}
            </li>
          ) : null}
        </ul>
        {requests.length > 0 ? (
          <ul className="grid gap-2" aria-label="Asked your grown-up">
            {requests.slice(0, 5).map((r) => {
              const { text, icon: Icon } = requestWords(r);
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
