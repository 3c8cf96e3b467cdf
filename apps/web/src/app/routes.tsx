import { Navigate, Outlet, type RouteObject } from 'react-router';
import { AdminDashboardPage } from '../features/admin/pages/admin-dashboard-page';
import { AccountsPage } from '../features/accounts/pages/accounts-page';
import { AuthCallbackPage } from '../features/auth/pages/auth-callback-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { RegisterPage } from '../features/auth/pages/register-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { VerifyEmailPage } from '../features/auth/pages/verify-email-page';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page';
import { ExpensesPage } from '../features/expenses/pages/expenses-page';
import { ForecastingPage } from '../features/forecasting/pages/forecasting-page';
import { LandingPage } from '../features/landing/pages/landing-page';
import { LoansPage } from '../features/loans/pages/loans-page';
import { RealEstatePage } from '../features/real-estate/pages/real-estate-page';
import { SettingsGeneralPage } from '../features/settings/pages/settings-general-page';
import { TradingPage } from '../features/trading/pages/trading-page';
import { AppFrame } from './layout/app-frame';
import { NotFoundPage } from './not-found-page';
import { PATHS } from './paths';
import { RequireAuth } from './require-auth';

const child = (path: string) => path.replace(/^\//, '');

/**
 * SPEC §2. Public routes render bare; `<prefix>/*` makes every path below a public prefix
 * (e.g. /auth/callback, /reset-password/…) land on that page. Everything else is protected and
 * rendered inside the frame, including unknown paths (not-found page).
 */
export const routes: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: `${child(PATHS.login)}/*`, element: <LoginPage /> },
      { path: `${child(PATHS.register)}/*`, element: <RegisterPage /> },
      { path: `${child(PATHS.forgotPassword)}/*`, element: <ForgotPasswordPage /> },
      { path: `${child(PATHS.resetPassword)}/*`, element: <ResetPasswordPage /> },
      { path: `${child(PATHS.verifyEmail)}/*`, element: <VerifyEmailPage /> },
      { path: `${child(PATHS.auth)}/*`, element: <AuthCallbackPage /> },
      {
        element: (
          <RequireAuth>
            <AppFrame />
          </RequireAuth>
        ),
        children: [
          { path: child(PATHS.dashboard), element: <DashboardPage /> },
          { path: child(PATHS.accounts), element: <AccountsPage /> },
          { path: 'trading', element: <Navigate to={PATHS.trading} replace /> },
          { path: child(PATHS.trading), element: <TradingPage /> },
          { path: child(PATHS.realEstate), element: <RealEstatePage /> },
          { path: child(PATHS.expenses), element: <ExpensesPage /> },
          { path: child(PATHS.loans), element: <LoansPage /> },
          { path: child(PATHS.forecasting), element: <ForecastingPage /> },
          { path: 'settings', element: <Navigate to={PATHS.settings} replace /> },
          { path: child(PATHS.settings), element: <SettingsGeneralPage /> },
          { path: 'admin', element: <Navigate to={PATHS.adminDashboard} replace /> },
          { path: child(PATHS.adminDashboard), element: <AdminDashboardPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
