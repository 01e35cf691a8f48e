// One tab of the admin dashboard: "Manage X", "Add X", the list, and the dialogs its rows open.

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type AdminKind, REVIEWED_KINDS } from '#contract/admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useI18n } from '#web/lib/i18n.tsx';
import type { AdminItems } from '../admin-items.ts';
import { ADMIN_VIEWS } from '../admin-views.ts';
import { AdminFormDialog, type FormTarget } from './admin-form-dialog.tsx';
import { AdminItemList } from './admin-item-list.tsx';
import { DeleteDialog } from './delete-dialog.tsx';
import { ReviewsDialog } from './reviews-dialog.tsx';
import { TutorHoursDialog } from './tutor-hours-dialog.tsx';

export interface AdminKindPanelProps<K extends AdminKind> {
  kind: K;
  search: string;
}

export function AdminKindPanel<K extends AdminKind>({ kind, search }: AdminKindPanelProps<K>) {
  const view = ADMIN_VIEWS[kind];
  const reader = useI18n();
  const { t } = reader;
  const [formTarget, setFormTarget] = useState<FormTarget<K> | null>(null);
  const [deleteId, setDeleteId] = useState<number | null>(null);
  const [reviewsOf, setReviewsOf] = useState<{ id: number; name: string } | null>(null);
  const [hoursOf, setHoursOf] = useState<{ id: number; name: string } | null>(null);
  const reviewedKind = REVIEWED_KINDS.find((k) => k === kind);
  const rowTitle = (item: AdminItems[K]) => view.row(item, reader).title;
  return (
    <section aria-labelledby={`manage-${kind}`} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`manage-${kind}`} className="text-2xl font-extrabold">
          {t('admin.kinds.manage', { kind })}
        </h2>
        <Button onClick={() => setFormTarget({ mode: 'add' })}>
          <Plus aria-hidden /> {t('admin.form.addTitle', { kind })}
        </Button>
      </div>
      <AdminItemList
        kind={kind}
        search={search}
        onEdit={(item) => setFormTarget({ mode: 'edit', item })}
        onDelete={(item) => setDeleteId(item.id)}
        onReviews={reviewedKind ? (item) => setReviewsOf({ id: item.id, name: rowTitle(item) }) : undefined}
        onHours={kind === 'tutors' ? (item) => setHoursOf({ id: item.id, name: rowTitle(item) }) : undefined}
      />
      <AdminFormDialog kind={kind} target={formTarget} onClose={() => setFormTarget(null)} />
      <DeleteDialog kind={kind} itemId={deleteId} onClose={() => setDeleteId(null)} />
      {reviewedKind ? (
        <ReviewsDialog kind={reviewedKind} item={reviewsOf} onClose={() => setReviewsOf(null)} />
      ) : null}
      {kind === 'tutors' ? <TutorHoursDialog tutor={hoursOf} onClose={() => setHoursOf(null)} /> : null}
    </section>
  );
}
