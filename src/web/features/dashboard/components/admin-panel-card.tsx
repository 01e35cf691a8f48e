import { Settings } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/** The Admin Panel tab: where an administrator manages the content. */
export function AdminPanelCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Admin Panel</CardTitle>
        <CardDescription>
          Manage tutors, articles, games, testimonials and merchandise in the Admin Dashboard.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link href="/admin">
            <Settings aria-hidden /> Open Admin Dashboard
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
