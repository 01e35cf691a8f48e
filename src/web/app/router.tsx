// The route table of spec section 2. Every screen is its own chunk, loaded when first visited.

import { PageSpinner } from '@web/components/ui/spinner';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { GuestOnly, RequireAdmin, RequireUser } from './guards';

const HomePage = lazy(() => import('@web/features/home/pages/home-page'));
const LearnMorePage = lazy(() => import('@web/features/home/pages/learn-more-page'));
const TutorsPage = lazy(() => import('@web/features/tutors/pages/tutors-page'));
const TutorProfilePage = lazy(() => import('@web/features/tutors/pages/tutor-profile-page'));
const ArticlesPage = lazy(() => import('@web/features/articles/pages/articles-page'));
const ArticlePage = lazy(() => import('@web/features/articles/pages/article-page'));
const GamesPage = lazy(() => import('@web/features/games/pages/games-page'));
const GamePage = lazy(() => import('@web/features/games/pages/game-page'));
const MathChallengePage = lazy(() => import('@web/features/games/pages/math-challenge-page'));
const StorePage = lazy(() => import('@web/features/store/pages/store-page'));
const ContactPage = lazy(() => import('@web/features/contact/pages/contact-page'));
const UserPanelPage = lazy(() => import('@web/features/dashboard/pages/user-panel-page'));
const AdminPage = lazy(() => import('@web/features/admin/pages/admin-page'));
const AuthPage = lazy(() => import('@web/features/accounts/pages/auth-page'));
const NotFoundPage = lazy(() => import('./not-found-page'));

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/learn-more" component={LearnMorePage} />
        <Route path="/book-session" component={TutorsPage} />
        <Route path="/tutors" component={TutorsPage} />
        <Route path="/tutors/:id" component={TutorProfilePage} />
        <Route path="/articles" component={ArticlesPage} />
        <Route path="/articles/:id" component={ArticlePage} />
        <Route path="/games" component={GamesPage} />
        <Route path="/games/math-challenge" component={MathChallengePage} />
        <Route path="/games/:id" component={GamePage} />
        <Route path="/merchandise" component={StorePage} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/user-panel">
          <RequireUser>
            <UserPanelPage />
          </RequireUser>
        </Route>
        <Route path="/admin">
          <RequireAdmin>
            <AdminPage />
          </RequireAdmin>
        </Route>
        <Route path="/auth">
          <GuestOnly>
            <AuthPage />
          </GuestOnly>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
