// The admin dashboard: one search box over the visible lists and one tab per kind, all from one
// list (ADMIN_KINDS), plus the Bookings and Orders tabs, the Reported Reviews and Reported Messages queues and the Messages
// tab with its unhandled count.

import { useState } from 'react';
import { ADMIN_KINDS, type AdminKind } from '#contract/admin.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { SearchField } from '#web/components/ui/search-field.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useT } from '#web/lib/i18n.tsx';
import { useAdminMessages } from '../api/get-admin-messages.ts';
import { AdminKindPanel } from './admin-kind-panel.tsx';
import { type BookingExtra, BookingsPanel } from './bookings-panel.tsx';
import { MessagesPanel } from './messages-panel.tsx';
import { OrdersPanel } from './orders-panel.tsx';
import { ReportedMessagesPanel } from './reported-messages-panel.tsx';
import { ReportedReviewsPanel } from './reported-reviews-panel.tsx';
import { TutorAccountsPanel } from './tutor-accounts-panel.tsx';

const OTHER_TABS = ['bookings', 'orders', 'reported', 'reported-messages', 'messages'] as const;
type Tab = AdminKind | (typeof OTHER_TABS)[number];

function tabOf(value: string): Tab {
  return ADMIN_KINDS.find((k) => k === value) ?? OTHER_TABS.find((t) => t === value) ?? 'tutors';
}

export interface AdminDashboardProps {
  /** Drawn beside each booking (the lesson room's "Who came", which the admin feature does not own). */
  bookingExtra?: BookingExtra;
}

export function AdminDashboard({ bookingExtra }: AdminDashboardProps = {}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<Tab>('tutors');
  const unhandled = useAdminMessages().data?.unhandled ?? 0;
  return (
    <div className="grid gap-6">
      <SearchField
        label={t('admin.search')}
        placeholder={t('admin.searchPlaceholder')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="max-w-md"
      />
      <Tabs value={tab} onValueChange={(value) => setTab(tabOf(value))}>
        <TabsList aria-label={t('admin.tabs.label')}>
          {ADMIN_KINDS.map((kind) => (
            <TabsTrigger key={kind} value={kind}>
              {t('admin.kinds.title', { kind })}
            </TabsTrigger>
          ))}
          <TabsTrigger value="bookings">{t('admin.tabs.bookings')}</TabsTrigger>
          <TabsTrigger value="orders">{t('admin.tabs.orders')}</TabsTrigger>
          <TabsTrigger value="reported">{t('admin.tabs.reported')}</TabsTrigger>
          <TabsTrigger value="reported-messages">{t('admin.tabs.reportedMessages')}</TabsTrigger>
          <TabsTrigger value="messages">
            {t('admin.tabs.messages')}
            {unhandled > 0 ? (
              <Badge variant="sun" aria-label={t('admin.tabs.unhandled', { count: unhandled })}>
                {unhandled}
              </Badge>
            ) : null}
          </TabsTrigger>
        </TabsList>
        {ADMIN_KINDS.map((kind) => (
          <TabsContent key={kind} value={kind}>
            <AdminKindPanel kind={kind} search={search} />
            {kind === 'tutors' ? <TutorAccountsPanel /> : null}
          </TabsContent>
        ))}
        <TabsContent value="bookings">
          <BookingsPanel search={search} bookingExtra={bookingExtra} />
        </TabsContent>
        <TabsContent value="orders">
          <OrdersPanel search={search} />
        </TabsContent>
        <TabsContent value="reported">
          <ReportedReviewsPanel />
        </TabsContent>
        <TabsContent value="reported-messages">
          <ReportedMessagesPanel />
        </TabsContent>
        <TabsContent value="messages">
          <MessagesPanel search={search} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
