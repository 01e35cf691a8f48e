import { PageContainer, PageHeader } from '@web/components/page-header';
import { getMerchandiseQueryOptions } from '@web/features/store/api/get-merchandise';
import { pageTitle, type RouteLoader, type RouteMeta } from '../route-module';

export default function StorePage() {
  return (
    <PageContainer>
      <PageHeader title="Reward Store" description="Spend your points on rewards." />
    </PageContainer>
  );
}

export const loader: RouteLoader = (queryClient) => queryClient.prefetchQuery(getMerchandiseQueryOptions());

export const meta: RouteMeta = () => ({
  title: pageTitle('Reward Store'),
  description: 'Spend the points you earn in Sprout games on rewards.',
});
