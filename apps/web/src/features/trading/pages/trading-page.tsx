import { PlaceholderPage } from '../../../components/placeholder-page';

/** Placeholder until the trading issue builds this screen (route: /trading/trading). */
export function TradingPage() {
  return <PlaceholderPage titleKey="pages.trading" testId="page-trading" />;
}
