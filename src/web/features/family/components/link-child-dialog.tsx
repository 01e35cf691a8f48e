import { useState } from 'react';
import { DEFAULT_RELATIONSHIP, RELATIONSHIPS, type Relationship } from '#contract/family.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input, NativeSelect } from '#web/components/ui/input.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { toast } from '#web/lib/use-toast.ts';
import { useLinkChild } from '../api/link-child.ts';

export interface LinkChildDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The "Link Child Account" dialog (docs/product.md#screens-and-routes); the link starts as a request the child accepts. */
export function LinkChildDialog({ open, onOpenChange }: LinkChildDialogProps) {
  const [childUsername, setChildUsername] = useState('');
  const [relationship, setRelationship] = useState<Relationship>(DEFAULT_RELATIONSHIP);
  const t = useT();
  const close = () => {
    setChildUsername('');
    setRelationship(DEFAULT_RELATIONSHIP);
    onOpenChange(false);
  };
  const link = useLinkChild({
    onSuccess: (request) => {
      toast({
        title: t('family.linkDialog.success'),
        description: t('family.linkDialog.sent', { username: request.child.username }),
        variant: 'success',
      });
      close();
    },
    onError: (error) =>
      toast({
        title: t('common.error'),
        description: error.message || t('family.linkDialog.failed'),
        variant: 'destructive',
      }),
  });
  const username = childUsername.trim();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('family.linkChild')}</DialogTitle>
          <DialogDescription>{t('family.linkDialog.lead')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (username) link.mutate({ childUsername: username, relationship });
          }}
        >
          <FormField label={t('family.linkDialog.username')}>
            <Input
              value={childUsername}
              autoComplete="off"
              onChange={(e) => setChildUsername(e.target.value)}
            />
          </FormField>
          <FormField label={t('family.linkDialog.relationship')}>
            <NativeSelect
              value={relationship}
              onChange={(e) => setRelationship(asRelationship(e.target.value))}
            >
              {RELATIONSHIPS.map((r) => (
                <option key={r} value={r}>
                  {t('family.relationshipLabel', { relationship: r })}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!username || link.isPending}>
              {link.isPending ? t('family.linkDialog.linking') : t('family.linkDialog.link')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function asRelationship(value: string): Relationship {
  return RELATIONSHIPS.find((r) => r === value) ?? DEFAULT_RELATIONSHIP;
}
