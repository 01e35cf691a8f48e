import { useParams } from 'wouter';
import { tutorSubjects } from '#contract/options.ts';
import {
  NOT_FOUND,
  pageTitle,
  parseRouteId,
  type RouteLoader,
  type RouteMeta,
} from '#web/app/route-module.ts';
import { getTutorQueryOptions } from '#web/features/tutors/api/get-tutor.ts';
import { getTutorReviewsQueryOptions } from '#web/features/tutors/api/get-tutor-reviews.ts';
import {
  TutorInvalidId,
  TutorNotFound,
  TutorProfileScreen,
} from '#web/features/tutors/components/tutor-profile-screen.tsx';
import { optionLabel } from '#web/lib/option-labels.ts';

/** /tutors/{id}: the tutor's profile and reviews. */
export default function TutorProfilePage() {
  const { id = '' } = useParams<{ id: string }>();
  // The spec keeps "Invalid tutor ID" for an id that is not a number; a number no tutor can have
  // (0, 012, or past the database's integers) names no tutor, so it is not found without asking.
  if (!/^\d+$/.test(id)) return <TutorInvalidId />;
  const tutorId = parseRouteId(id);
  return tutorId === null ? <TutorNotFound /> : <TutorProfileScreen tutorId={tutorId} />;
}

/** The tutor and the first page of reviews. */
export const loader: RouteLoader = async (queryClient, { params }) => {
  const id = parseRouteId(params.id);
  if (id === null) return NOT_FOUND;
  await queryClient.prefetchQuery(getTutorQueryOptions(id));
  if (queryClient.getQueryData(getTutorQueryOptions(id).queryKey)) {
    await queryClient.prefetchInfiniteQuery(getTutorReviewsQueryOptions(id));
  }
  return undefined;
};

export const meta: RouteMeta = (queryClient, { params, t }) => {
  const id = parseRouteId(params.id);
  const tutor = id === null ? undefined : queryClient.getQueryData(getTutorQueryOptions(id).queryKey);
  if (!tutor) return { title: pageTitle(t('tutors.notFound')), description: t('tutors.noSuchAddress') };
  const subjects = tutorSubjects(tutor.subjects)
    .map((subject) => optionLabel(t, subject))
    .join(', ');
  return {
    title: pageTitle(t('tutors.metaProfileTitle', { name: tutor.name, subjects })),
    description: tutor.bio,
    ...(tutor.imageUrl ? { image: tutor.imageUrl } : {}),
  };
};
