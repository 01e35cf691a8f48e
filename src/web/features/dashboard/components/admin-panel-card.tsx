import { Settings } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useT } from '#web/lib/i18n.tsx';

/** The Admin Panel tab: where an administrator manages the content. */
export function AdminPanelCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t('dashboard.tab.admin')}</CardTitle>
        <CardDescription>{t('dashboard.admin.lead')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link href="/admin">
            <Settings aria-hidden /> {t('dashboard.admin.open')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
