import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder until the forecasting issue builds this screen (route: /forecasting). */
export function ForecastingPage() {
  return <PlaceholderPage titleKey="pages.forecasting" testId="page-forecasting" />;
}
