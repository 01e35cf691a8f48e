// The home page is the first load for most visitors: it imports only types from the contract
// (no schema code), and its hero picture comes with this chunk. Every section is in this chunk:
// a section loaded lazily would hydrate apart from the rest of the prerendered page, and an
// update reaching it first (the session check) makes React draw it again.

import { defaultMeta, type RouteLoader, type RouteMeta } from '#web/app/route-module.ts';
import { getTestimonialsQueryOptions } from '#web/features/home/api/get-testimonials.ts';
import { ClosingCta } from '#web/features/home/components/closing-cta.tsx';
import { HeroSection } from '#web/features/home/components/hero-section.tsx';
import { OfferCards } from '#web/features/home/components/offer-cards.tsx';
import { TestimonialsSection } from '#web/features/home/components/testimonials-section.tsx';

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <OfferCards />
      <TestimonialsSection />
      <ClosingCta />
    </>
  );
}

export const loader: RouteLoader = (queryClient) => queryClient.prefetchQuery(getTestimonialsQueryOptions());

export const meta: RouteMeta = (_client, { t }) => defaultMeta(t);
