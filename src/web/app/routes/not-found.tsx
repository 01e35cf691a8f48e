import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { useT } from '#web/lib/i18n.tsx';

/** Any path that names no page (the spec's texts). */
export default function NotFoundPage() {
  const t = useT();
  return (
    <NotFoundScreen
      title={t('notFound.title')}
      description={t('notFound.text')}
      back={{ href: '/', label: t('notFound.back') }}
    />
  );
}
