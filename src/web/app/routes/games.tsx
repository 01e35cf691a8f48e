import { Gamepad2, Trophy } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { pageTitle, type RouteLoader, type RouteMeta } from '#web/app/route-module.ts';
import { PageContainer, PageHeader } from '#web/components/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { getGamesQueryOptions } from '#web/features/game-library/api/get-games.ts';
import {
  type GameFilters,
  type GamesTab,
  readGameFilters,
  readGamesTab,
  withGamesParams,
} from '#web/features/game-library/catalog/game-filters.ts';
import { CategoryTiles } from '#web/features/game-library/components/category-tiles.tsx';
import { GameLibrary } from '#web/features/game-library/components/game-library.tsx';
import { MyProgress } from '#web/features/game-progress/components/my-progress.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { usePageSearch } from '#web/lib/page-search.ts';
import { useUser } from '#web/lib/session.ts';

// A signed-in child's game time left today is loaded with the session, not with the page.
const GameTimeLeft = lazy(() =>
  import('#web/features/family/components/game-time-left.tsx').then((m) => ({ default: m.GameTimeLeft })),
);

/** /games: "Play to Learn", the Game Library and My Progress. Tab and filters live in the address. */
export default function GamesPage() {
  const [path, navigate] = useLocation();
  const search = usePageSearch();
  const user = useUser();
  const t = useT();
  const tab = readGamesTab(search);
  const filters = readGameFilters(search);
  const go = (nextTab: GamesTab, nextFilters: GameFilters, options: { replace?: boolean } = {}) =>
    navigate(`${path}${withGamesParams(search.toString(), nextTab, nextFilters)}`, options);
  // Only the page's own parameters come back after signing in: the HTML then depends on them alone
  // (the server keeps one page for any other query).
  const progressHref = `${path}${withGamesParams('', 'progress', filters)}`;

  return (
    <PageContainer className="grid gap-8">
      <PageHeader eyebrow={t('nav.games')} title={t('games.page.title')} description={t('games.page.lead')} />
      {user.data ? (
        <Suspense fallback={null}>
          <GameTimeLeft userId={user.data.id} />
        </Suspense>
      ) : null}
      <CategoryTiles
        current={filters.category}
        onSelect={(category) => go('library', { ...filters, category })}
      />
      <Tabs value={tab} onValueChange={(value) => go(value === 'progress' ? 'progress' : 'library', filters)}>
        <TabsList>
          <TabsTrigger value="library">
            <Gamepad2 aria-hidden /> {t('games.page.library')}
          </TabsTrigger>
          <TabsTrigger value="progress">
            <Trophy aria-hidden /> {t('games.page.progress')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="library">
          <GameLibrary filters={filters} onChange={(next, options) => go('library', next, options)} />
        </TabsContent>
        <TabsContent value="progress">
          <MyProgress returnTo={progressHref} />
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}

export const loader: RouteLoader = (queryClient) => queryClient.prefetchQuery(getGamesQueryOptions());

export const meta: RouteMeta = (_client, { t }) => ({
  title: pageTitle(t('games.page.title')),
  description: t('games.page.lead'),
});
