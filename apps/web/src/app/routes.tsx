import { Navigate, type RouteObject } from 'react-router';
import { AuthCallbackPage } from '../features/auth/pages/auth-callback-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { PasskeySignInButton } from '../features/passkeys/components/passkey-sign-in-button';
import { LandingPage } from '../features/landing/pages/landing-page';
import { FullScreenLoader } from '../components/full-screen-loader';
import { lazyPage } from '../components/lazy-page';
import { NotFoundPage } from './not-found-page';
import { PATHS } from '../lib/paths';
import { RequireAdmin } from './require-admin';
import { RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';
import { SessionRoot } from './session-root';
import './slots';

const child = (path: string) => path.replace(/^\//, '');

// The signed-in frame (header, sidebar, menu, user card, their icons and Mantine parts) loads like a
// page: the landing and sign-in pages never need it, and a protected address cannot paint it before
// the session is known (RequireAuth's spinner during GET /api/auth/me), while preloadPagesOf has
// fetched it at start-up alongside that request and the page's chunk. Its fallback is that same
// full-screen spinner, so the wait looks as it did.
const AppFrame = lazyPage(
  () => import('./layout/app-frame'),
  (m) => m.AppFrame,
  { fallback: <FullScreenLoader /> },
);

// The finance pages load on first visit: charts and the virtual list are heavy.
const DashboardPage = lazyPage(
  () => import('../features/dashboard/pages/dashboard-page'),
  (m) => m.DashboardPage,
  // 'home': the cards and attention list its slots show (features/home).
  { texts: ['accounts', 'transactions', 'home'] },
);
const AccountsPage = lazyPage(
  () => import('../features/accounts/pages/accounts-page'),
  (m) => m.AccountsPage,
  { texts: ['accounts', 'transactions'] },
);
const TransactionsPage = lazyPage(
  () => import('../features/transactions/pages/transactions-page'),
  (m) => m.TransactionsPage,
  { texts: ['transactions', 'accounts', 'csvImport'] },
);
const TradingPage = lazyPage(
  () => import('../features/trading/pages/trading-page'),
  (m) => m.TradingPage,
  { texts: ['trading', 'positions', 'performance', 'accounts', 'csvImport'] },
);
const HoldingsPage = lazyPage(
  () => import('../features/holdings/pages/holdings-page'),
  (m) => m.HoldingsPage,
  { texts: ['positions', 'performance', 'trading', 'csvImport'] },
);
const PerformancePage = lazyPage(
  () => import('../features/performance/pages/performance-page'),
  (m) => m.PerformancePage,
  { texts: ['performance', 'positions'] },
);
const RealEstatePage = lazyPage(
  () => import('../features/real-estate/pages/real-estate-page'),
  (m) => m.RealEstatePage,
  { texts: ['realEstate'] },
);
const LoansPage = lazyPage(
  () => import('../features/loans/pages/loans-page'),
  (m) => m.LoansPage,
  { texts: ['loans'] },
);
const ForecastingPage = lazyPage(
  () => import('../features/forecasting/pages/forecasting-page'),
  (m) => m.ForecastingPage,
  { texts: ['forecast'] },
);
const ExpensesPage = lazyPage(
  () => import('../features/expenses/pages/expenses-page'),
  (m) => m.ExpensesPage,
  { texts: ['expenses', 'transactions', 'realEstate'] },
);
const RatesPage = lazyPage(
  () => import('../features/fx/pages/rates-page'),
  (m) => m.RatesPage,
  { texts: ['rates', 'transactions'] },
);
// Pages few visits need load on demand too: the first download is the landing page and sign-in
// (the frame is a chunk of its own, above). Sign-in stays eager: it is where most visits start.
const AdminDashboardPage = lazyPage(
  () => import('./admin-page'),
  (m) => m.AdminPage,
  { texts: ['admin', 'activity', 'twoFactor'] },
);
const ForgotPasswordPage = lazyPage(
  () => import('../features/auth/pages/forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
const RegisterPage = lazyPage(
  () => import('../features/auth/pages/register-page'),
  (m) => m.RegisterPage,
);
const ResetPasswordPage = lazyPage(
  () => import('../features/auth/pages/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const VerifyEmailPage = lazyPage(
  () => import('../features/auth/pages/verify-email-page'),
  (m) => m.VerifyEmailPage,
);
const UnsubscribePage = lazyPage(
  () => import('../features/auth/pages/unsubscribe-page'),
  (m) => m.UnsubscribePage,
);
// The settings heading and sub-navigation too (its sideways ScrollArea brings floating-ui along).
const SettingsLayout = lazyPage(
  () => import('../features/settings/pages/settings-layout'),
  (m) => m.SettingsLayout,
);
const SettingsGeneralPage = lazyPage(
  () => import('../features/settings/pages/settings-general-page'),
  (m) => m.SettingsGeneralPage,
);
const SettingsProfilePage = lazyPage(
  () => import('../features/settings/pages/settings-profile-page'),
  (m) => m.SettingsProfilePage,
);
// Settings → Security: the settings feature's page with each sign-in feature's section in it.
const SecurityPage = lazyPage(
  () => import('./security-page'),
  (m) => m.SecurityPage,
  { texts: ['twoFactor', 'passkeys', 'apiTokens', 'activity'] },
);
const SettingsTradingPage = lazyPage(
  () => import('../features/settings/pages/settings-trading-page'),
  (m) => m.SettingsTradingPage,
);
// Settings → Your data: backup, restore and leaving, the web side of the server's backup module.
const YourDataPage = lazyPage(
  () => import('../features/backup/pages/your-data-page'),
  (m) => m.YourDataPage,
  { texts: ['backup'] },
);

/**
 * Public routes render bare (docs/product.md "Screens and routes"); `<prefix>/*` makes every path
 * below a public prefix (e.g. /auth/callback, /reset-password/…) land on that page. Everything else
 * is protected and rendered inside the frame, including unknown paths (not-found page).
 */
export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    // The last resort: an error outside the frame's boundary (a public page, the frame, the
    // session) shows the error page full screen, never react-router's developer screen.
    errorElement: <RouteErrorPage fullScreen />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: `${child(PATHS.login)}/*`, element: <LoginPage alternative={PasskeySignInButton} /> },
      { path: `${child(PATHS.register)}/*`, element: <RegisterPage /> },
      { path: `${child(PATHS.forgotPassword)}/*`, element: <ForgotPasswordPage /> },
      { path: `${child(PATHS.resetPassword)}/*`, element: <ResetPasswordPage /> },
      { path: `${child(PATHS.verifyEmail)}/*`, element: <VerifyEmailPage /> },
      { path: `${child(PATHS.unsubscribe)}/*`, element: <UnsubscribePage /> },
      { path: `${child(PATHS.auth)}/*`, element: <AuthCallbackPage /> },
      {
        element: (
          <RequireAuth>
            <AppFrame />
          </RequireAuth>
        ),
        children: [
          {
            // The frame's error boundary: no path and no element, so it only passes the frame's
            // <Outlet/> through to the page. When a page throws, its errorElement takes the
            // page's place in that Outlet: sidebar and header stay, the error fills the content.
            errorElement: <RouteErrorPage />,
            children: [
              { path: child(PATHS.dashboard), element: <DashboardPage /> },
              { path: child(PATHS.accounts), element: <AccountsPage /> },
              // Below /accounts so the Accounts entry stays highlighted.
              { path: child(PATHS.transactions), element: <TransactionsPage /> },
              { path: 'accounts/:accountId/transactions', element: <TransactionsPage /> },
              { path: 'trading', element: <Navigate to={PATHS.trading} replace /> },
              { path: child(PATHS.trading), element: <TradingPage /> },
              { path: child(PATHS.positions), element: <HoldingsPage /> },
              { path: child(PATHS.performance), element: <PerformancePage /> },
              { path: child(PATHS.realEstate), element: <RealEstatePage /> },
              { path: child(PATHS.expenses), element: <ExpensesPage /> },
              { path: child(PATHS.loans), element: <LoansPage /> },
              { path: child(PATHS.forecasting), element: <ForecastingPage /> },
              {
                // One layout (heading + sub-navigation) around every settings section; the FX
                // work's /settings/rates belongs here as a child too.
                path: 'settings',
                element: <SettingsLayout />,
                children: [
                  { index: true, element: <Navigate to={PATHS.settings} replace /> },
                  { path: 'settingsGeneral', element: <SettingsGeneralPage /> },
                  { path: 'settingsTrading', element: <SettingsTradingPage /> },
                  { path: 'profile', element: <SettingsProfilePage /> },
                  { path: 'security', element: <SecurityPage /> },
                  { path: 'rates', element: <RatesPage /> },
                  { path: 'data', element: <YourDataPage /> },
                ],
              },
              {
                path: 'admin',
                element: <RequireAdmin />,
                children: [
                  { index: true, element: <Navigate to={PATHS.adminDashboard} replace /> },
                  { path: 'dashboard', element: <AdminDashboardPage /> },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
