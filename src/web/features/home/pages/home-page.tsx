// The home page is the first load for most visitors: it imports only types from the contract
// (no schema code), its hero picture comes with this chunk, and the success stories (below the
// fold) load their code after the first screen is drawn.
import { lazy, Suspense } from 'react';
import { ClosingCta } from '../components/closing-cta';
import { HeroSection } from '../components/hero-section';
import { OfferCards } from '../components/offer-cards';

const TestimonialsSection = lazy(() =>
  import('../components/testimonials-section').then((m) => ({ default: m.TestimonialsSection })),
);

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <OfferCards />
      <Suspense fallback={<div className="min-h-[40rem] bg-sky/40" aria-hidden />}>
        <TestimonialsSection />
      </Suspense>
      <ClosingCta />
    </>
  );
}
