// The "Confirm Deletion" dialog of docs/product.md#screens-and-routes: the chosen row's id, the active tab's kind.
import type { AdminKind } from '#contract/admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useDeleteAdminItem } from '../api/delete-admin-item.ts';

export interface DeleteDialogProps {
  kind: AdminKind;
  /** The row to delete, or null when the dialog is closed. */
  itemId: number | null;
  onClose: () => void;
}

export function DeleteDialog({ kind, itemId, onClose }: DeleteDialogProps) {
  const t = useT();
  const remove = useDeleteAdminItem(kind);
  const confirm = () => {
    if (itemId === null) return;
    remove.mutate(itemId, {
      onSuccess: () => {
        toast({
          title: t('admin.form.success'),
          description: t('admin.delete.done', { kind }),
          variant: 'success',
        });
        onClose();
      },
      onError: () =>
        toast({
          title: t('admin.form.error'),
          description: t('admin.delete.failed', { kind }),
          variant: 'destructive',
        }),
    });
  };
  return (
    <Dialog open={itemId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('admin.delete.title')}</DialogTitle>
          <DialogDescription>{t('admin.delete.text', { kind })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('admin.form.cancel')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('admin.delete.deleting') : t('admin.delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
