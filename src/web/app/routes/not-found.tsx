import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="rounded-full bg-sky p-5 text-sky-strong">
        <Compass aria-hidden className="size-10" />
      </span>
      <h1 className="text-4xl">404 Page Not Found</h1>
      <p className="text-lg text-muted-foreground">Did you forget to add the page to the router?</p>
      <Button asChild>
        <Link href="/">Back to Home</Link>
      </Button>
    </div>
  );
}
