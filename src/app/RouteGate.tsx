import { Suspense, use, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import {
  selectIsSigningOut,
  selectIsTokenExpiring,
  selectRouteSession,
} from '../machines/auth/session/selectors.ts';
import { LoadingScreen, PageLoading } from '../views/components/LoadingScreen.tsx';
import { useViewConfig } from '../views/contexts/app-config.tsx';
import { SessionContext } from '../views/contexts/session.ts';
import { CompanyFeaturesProvider } from '../views/contexts/company-features.tsx';
import { MayOpenProvider } from '../views/contexts/open-paths.tsx';
import { BlankLayout } from '../views/layouts/BlankLayout.tsx';
import { navItems } from '../views/layouts/nav-items.tsx';
import { PreferredLayout } from '../views/layouts/PreferredLayout.tsx';
import { hasLaterTexts, loadLaterTexts } from '../i18n/create-i18n.ts';
import { pathsWithFirstScreenTexts } from '../i18n/first-screen.ts';
import { SessionLoadingScreen } from '../views/shell/loading/SessionLoadingScreen.tsx';
import { decideRoute, mayOpen } from './decide-route.ts';
import type { RouteParams } from './match-path.ts';
import type { LazyPage } from './lazy-page.ts';
import { preloadAfterSignIn } from './preload-after-sign-in.ts';
import { sameRouteSession } from './route-session.ts';
import { RouterErrorBoundary } from './RouterErrorBoundary.tsx';
import type { PageRoute } from './routes.ts';

/** Decides from the address and the session what to show: a redirect, the loading screen or the page. */
export function RouteGate() {
  const [path] = useLocation();
  const search = useSearch();
  const { maintenanceMode } = useViewConfig();
  const session = SessionContext.useSelector(selectRouteSession, sameRouteSession);
  const isSigningOut = SessionContext.useSelector(selectIsSigningOut);
  const isTokenExpiring = SessionContext.useSelector(selectIsTokenExpiring);
  const { t } = useTranslation();

  // Signing out passes through here, so no page decides anything from a session that is going away.
  if (isSigningOut) return <LoadingScreen message={isTokenExpiring ? t('errors:tokenExpired') : undefined} />;
  const decision = decideRoute({ path, search: search ? `?${search}` : '' }, session, { maintenanceMode });
  if (decision.kind === 'redirect') {
    // wouter's Redirect navigates once, on mount: a new key per hop makes a redirect that follows
    // another (login -> redirectUrl -> /meetings) navigate too instead of being taken as the same element.
    return <Redirect key={`${path}->${decision.to}`} to={decision.to} replace />;
  }
  if (decision.kind === 'loading') return <SessionLoadingScreen />;
  // The navigation offers only what the route table would open for this session.
  const nav = navItems.filter((item) => mayOpen(item.path, session));
  const page = <RoutePage route={decision.route} params={decision.params} />;
  return (
    <RouterErrorBoundary key={path}>
      <CompanyFeaturesProvider value={session.features}>
        <MayOpenProvider value={(target) => mayOpen(target, session)}>
          {decision.route.layout === 'blank' ? (
            <BlankLayout>{page}</BlankLayout>
          ) : (
            <PreferredLayout nav={nav}>{page}</PreferredLayout>
          )}
        </MayOpenProvider>
      </CompanyFeaturesProvider>
    </RouterErrorBoundary>
  );
}

function RoutePage({ route, params }: { route: PageRoute; params: RouteParams }) {
  const { t } = useTranslation();
  const title = t(route.titleKey);
  const productName = t('common:productName');
  useEffect(() => {
    document.title = `${title} | ${productName}`;
  }, [title, productName]);
  const Page = route.page;
  const firstScreen = pathsWithFirstScreenTexts.includes(route.path);
  return (
    <Suspense fallback={route.layout === 'blank' ? <LoadingScreen /> : <PageLoading />}>
      {firstScreen ? (
        <PreloadOnInteraction>
          <Page params={params} titleKey={route.titleKey} />
        </PreloadOnInteraction>
      ) : (
        <LaterTexts page={Page}>
          <Page params={params} titleKey={route.titleKey} />
        </LaterTexts>
      )}
    </Suspense>
  );
}

/** Suspends until the texts not bundled with the first screen are there, loading the page's chunk meanwhile. */
function LaterTexts({ page, children }: { page: LazyPage; children: ReactNode }) {
  const { i18n } = useTranslation();
  void page.preload();
  // Suspending even on a settled promise would hold the fallback for React's 300 ms reveal throttle.
  if (!hasLaterTexts(i18n)) use(loadLaterTexts(i18n));
  return children;
}

/** On a first-screen page, the first focus or touch starts loading the page after signing in. */
function PreloadOnInteraction({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    const start = () => preloadAfterSignIn(i18n);
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    for (const event of events) document.addEventListener(event, start, { once: true });
    return () => {
      for (const event of events) document.removeEventListener(event, start);
    };
  }, [i18n]);
  return children;
}
