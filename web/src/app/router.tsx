import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Outlet, ScrollRestoration, useNavigate, type RouteObject } from 'react-router-dom';
import { PROTECTED_ROUTES } from '@shared/navigation/app-routes';
import { AppNavigateProvider } from '../lib/app-link';
import { PageSpinner } from '../lib/page-spinner';
import { useRouteHead } from '../lib/use-document-title';
import { InteractiveMark } from './interactive-mark';
import { PRERENDERED_PAGES } from './page-modules';
import { RouteError } from './route-error';

// One chunk per screen: a visitor of the landing page downloads neither the shell nor the forms.
const LandingPage = lazy(PRERENDERED_PAGES['/']);
const AuthPage = lazy(PRERENDERED_PAGES['/auth']);
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const ProtectedLayout = lazy(() => import('../features/shell/protected-layout'));
const ProtectedPage = lazy(() => import('../features/placeholder/protected-page'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));
const CreatorRoute = lazy(() => import('../features/scripts/creator-route'));
const DiagnosticPage = lazy(() => import('../features/scripts/diagnostic-page'));
const TeleprompterPage = lazy(() => import('../features/teleprompter/teleprompter-page'));
const NewsRoute = lazy(() => import('../features/news/news-route'));
const ProfilePage = lazy(() => import('../features/profile/profile-page'));
const ManageSubscriptionPage = lazy(() => import('../features/billing/manage-subscription-page'));
const CreditsPage = lazy(() => import('../features/subscription/credits-page'));
const ViralQuestionsRoute = lazy(() => import('../features/viral-questions/viral-questions-route'));
const ViralShortRoute = lazy(() => import('../features/viral-short/viral-short-route'));
const ImageGeneratorPage = lazy(() => import('../features/images/image-generator-page'));
const HubRoute = lazy(() => import('../features/hub/hub-route'));
const FinderRoute = lazy(() => import('../features/finder/finder-route'));
// Public and light: no shell, no Amplify call of its own (a later issue pre-renders it).
const PlansPage = lazy(PRERENDERED_PAGES['/planos']);
// Public pages of issue 15: light, like the landing page (no shell, no Amplify call of their own).
const ContactPage = lazy(PRERENDERED_PAGES['/contato']);
const PrivacyPolicyPage = lazy(PRERENDERED_PAGES['/politica-privacidade']);
const TermsOfUsePage = lazy(PRERENDERED_PAGES['/termos-uso']);
// The teleprompter's phone remote: public and small (no shell, no Amplify call of its own).
const RemotePage = lazy(() => import('../features/teleprompter/remote/remote-page'));

/** Protected routes whose page is built; the others show the (gated) placeholder. */
const BUILT_PAGES: Record<string, ReactNode> = {
  '/criar': <CreatorRoute />,
  '/diagnostico-criar': <DiagnosticPage />,
  '/teleprompter': <TeleprompterPage />,
  '/ultimas-noticias': <NewsRoute />,
  '/perfil': <ProfilePage />,
  '/gerenciar-assinatura': <ManageSubscriptionPage />,
  '/entenda-creditos': <CreditsPage />,
  '/ideias-virais': <ViralQuestionsRoute />,
  '/viral-curto': <ViralShortRoute />,
  '/gerador-imagens': <ImageGeneratorPage />,
  '/missao-influencer': <HubRoute />,
  '/viral-finder': <FinderRoute />,
};

/** Built pages with screens of their own below their path (docs/PRODUCT.md §flows.creator.urls). */
const NESTED_PAGES = new Set(['/criar']);

function RootLayout() {
  // Every route's title, description and Open Graph tags (docs/ARCHITECTURE.md §head).
  useRouteHead();
  // The content pages' links (../lib/app-link.tsx) navigate in place inside the app.
  const navigate = useNavigate();
  return (
    <AppNavigateProvider value={navigate}>
      <Suspense fallback={<PageSpinner minH="100dvh" />}>
        <Outlet />
        {/* In the page's Suspense boundary: hydration may adopt the page after the root (its lazy
            module resolves a tick later), and interactive means the page answers a tap. */}
        <InteractiveMark />
      </Suspense>
      <ScrollRestoration />
    </AppNavigateProvider>
  );
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/planos', element: <PlansPage /> },
      { path: '/contato', element: <ContactPage /> },
      { path: '/politica-privacidade', element: <PrivacyPolicyPage /> },
      { path: '/termos-uso', element: <TermsOfUsePage /> },
      { path: '/remoto/:code?', element: <RemotePage /> },
      {
        element: <ProtectedLayout />,
        children: PROTECTED_ROUTES.map((route) => ({
          path: NESTED_PAGES.has(route.path) ? `${route.path}/*` : route.path,
          element: BUILT_PAGES[route.path] ?? <ProtectedPage route={route} />,
        })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
