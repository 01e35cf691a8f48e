import { NotFoundScreen } from '#web/components/not-found-screen.tsx';

/** Any path that names no page (the spec's texts). */
export default function NotFoundPage() {
  return (
    <NotFoundScreen
      title="404 Page Not Found"
      description="Did you forget to add the page to the router?"
      back={{ href: '/', label: 'Back to Home' }}
    />
  );
}
