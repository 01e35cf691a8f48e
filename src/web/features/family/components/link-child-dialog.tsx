import { useState } from 'react';
import {
  DEFAULT_RELATIONSHIP,
  RELATIONSHIP_LABELS,
  RELATIONSHIPS,
  type Relationship,
} from '#contract/family.ts';
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
  const close = () => {
    setChildUsername('');
    setRelationship(DEFAULT_RELATIONSHIP);
    onOpenChange(false);
  };
  const link = useLinkChild({
    onSuccess: (request) => {
      toast({
        title: 'Success',
        description: `Link request sent! ${request.child.username} will see it in their dashboard and can accept it.`,
        variant: 'success',
      });
      close();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: error.message || 'Failed to link child account',
        variant: 'destructive',
      }),
  });
  const username = childUsername.trim();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Link Child Account</DialogTitle>
          <DialogDescription>
            Enter your child's username. They accept the request in their dashboard before you see their
            activity.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (username) link.mutate({ childUsername: username, relationship });
          }}
        >
          <FormField label="Child Username">
            <Input
              value={childUsername}
              autoComplete="off"
              onChange={(e) => setChildUsername(e.target.value)}
            />
          </FormField>
          <FormField label="Relationship">
            <NativeSelect
              value={relationship}
              onChange={(e) => setRelationship(asRelationship(e.target.value))}
            >
              {RELATIONSHIPS.map((r) => (
                <option key={r} value={r}>
                  {RELATIONSHIP_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!username || link.isPending}>
              {link.isPending ? 'Linking...' : 'Link Account'}
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
