// The "Confirm Deletion" dialog of docs/product.md#screens-and-routes: the chosen row's id, the active tab's kind.
import { ADMIN_KIND_LABELS, type AdminKind } from '#contract/admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useDeleteAdminItem } from '../api/delete-admin-item.ts';

export interface DeleteDialogProps {
  kind: AdminKind;
  /** The row to delete, or null when the dialog is closed. */
  itemId: number | null;
  onClose: () => void;
}

export function DeleteDialog({ kind, itemId, onClose }: DeleteDialogProps) {
  const { singular } = ADMIN_KIND_LABELS[kind];
  const remove = useDeleteAdminItem(kind);
  const confirm = () => {
    if (itemId === null) return;
    remove.mutate(itemId, {
      onSuccess: () => {
        toast({ title: 'Success', description: `The ${singular} was deleted.`, variant: 'success' });
        onClose();
      },
      onError: () =>
        toast({ title: 'Error', description: `Failed to delete ${singular}`, variant: 'destructive' }),
    });
  };
  return (
    <Dialog open={itemId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Confirm Deletion</DialogTitle>
          <DialogDescription>
            Are you sure you want to delete this {singular}? This action cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
