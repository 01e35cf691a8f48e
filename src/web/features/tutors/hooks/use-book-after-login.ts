// Booking a tutor from the list: a signed-in user gets the booking dialog at once; a guest is
// sent to log in (or register) and comes back to the same dialog at /book-session?tutor={id}.

import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { Tutor } from '#contract/tutors.ts';
import { useT } from '#web/lib/i18n.tsx';
import { getUserQueryOptions, useUser } from '#web/lib/session.ts';
import { toast } from '#web/lib/use-toast.ts';
import { getTutorQueryOptions } from '../api/get-tutor.ts';

/** Log in, then come back to book this tutor. */
export function loginToBookPath(tutorId: number): string {
  return `/auth?next=${encodeURIComponent(`/book-session?tutor=${tutorId}`)}`;
}

export interface BookAfterLogin {
  /** The signed-in user's id, once known (undefined for a guest or while loading). */
  userId: number | undefined;
  signedIn: boolean;
  /** Where a guest must go first when the address already names a tutor to book, else null. */
  loginFirst: string | null;
  /** Schedule with this tutor: opens the dialog, or sends a guest to log in first. */
  schedule: (tutor: Tutor) => Promise<void>;
}

/**
 * `openTutorId` is the tutor whose dialog the address names; `openDialog` puts one there.
 */
export function useBookAfterLogin(
  openTutorId: number | null,
  openDialog: (tutorId: number) => void,
): BookAfterLogin {
  const [, navigate] = useLocation();
  const user = useUser();
  const queryClient = useQueryClient();
  const t = useT();
  const signedIn = !!user.data;

  const schedule = async (tutor: Tutor) => {
    // A click made while the session is still loading waits for it rather than being lost.
    let current = user.data;
    if (current === undefined) {
      try {
        current = await queryClient.fetchQuery(getUserQueryOptions());
      } catch {
        toast({
          title: t('common.error'),
          description: t('tutors.book.sessionCheckFailed'),
          variant: 'destructive',
        });
        return;
      }
    }
    if (!current) {
      toast({
        title: t('tutors.book.logInTitle'),
        description: t('tutors.book.logInText', { name: tutor.name }),
      });
      navigate(loginToBookPath(tutor.id));
      return;
    }
    // The dialog shows the tutor at once from the list's copy.
    queryClient.setQueryData(getTutorQueryOptions(tutor.id).queryKey, tutor);
    openDialog(tutor.id);
  };

  const guest = !user.isPending && !signedIn;
  return {
    userId: user.data?.id,
    signedIn,
    loginFirst: openTutorId !== null && guest ? loginToBookPath(openTutorId) : null,
    schedule,
  };
}
