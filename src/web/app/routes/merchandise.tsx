import { Package, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { pageTitle, type RouteLoader, type RouteMeta } from '#web/app/route-module.ts';
import { PageContainer } from '#web/components/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { getMerchandiseQueryOptions } from '#web/features/store/api/get-merchandise.ts';
import { InventoryList } from '#web/features/store/components/inventory-list.tsx';
import { MerchandiseGrid } from '#web/features/store/components/merchandise-grid.tsx';
import { StoreCard } from '#web/features/store/components/store-card.tsx';
import { useT } from '#web/lib/i18n.tsx';

type StoreTab = 'shop' | 'inventory';

/**
 * /merchandise: the Reward Store, with the Shop Items and My Inventory tabs: the one control for
 * what the spec's Shop / My Items switches also did (docs/decisions/0026-prize-orders.md).
 */
export default function MerchandisePage() {
  const [tab, setTab] = useState<StoreTab>('shop');
  const t = useT();
  return (
    <PageContainer>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <StoreCard className="lg:sticky lg:top-24" />
        <Tabs value={tab} onValueChange={(value) => setTab(value === 'inventory' ? 'inventory' : 'shop')}>
          <TabsList>
            <TabsTrigger value="shop">
              <ShoppingBag aria-hidden /> {t('store.page.shop')}
            </TabsTrigger>
            <TabsTrigger value="inventory">
              <Package aria-hidden /> {t('userPanel.inventory')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="shop">
            <h2 className="sr-only">{t('store.page.shop')}</h2>
            <MerchandiseGrid />
          </TabsContent>
          <TabsContent value="inventory">
            <h2 className="sr-only">{t('userPanel.inventory')}</h2>
            <InventoryList emptyAction={{ label: t('store.page.browse'), onClick: () => setTab('shop') }} />
          </TabsContent>
        </Tabs>
      </div>
    </PageContainer>
  );
}

export const loader: RouteLoader = (queryClient) => queryClient.prefetchQuery(getMerchandiseQueryOptions());

export const meta: RouteMeta = (queryClient, { t }) => {
  // The first card's picture is the phone's largest element: the server preloads it (and link
  // previews show it).
  const first = queryClient.getQueryData(getMerchandiseQueryOptions().queryKey)?.[0];
  return {
    title: pageTitle(t('userPanel.store')),
    description: t('store.page.metaDescription'),
    ...(first?.imageUrl ? { image: first.imageUrl } : {}),
  };
};
