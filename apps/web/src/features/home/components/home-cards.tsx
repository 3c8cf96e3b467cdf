import type { DashboardHome, HomeCardKey } from '@wealthlog/core';
import { PATHS } from '../../../lib/paths';
import { BudgetsCardBody } from './cards/budgets-card';
import { FireCardBody } from './cards/fire-card';
import { InvestmentsCardBody } from './cards/investments-card';
import { LoansCardBody } from './cards/loans-card';
import { RealEstateCardBody } from './cards/real-estate-card';
import { TradingCardBody } from './cards/trading-card';
import { UpcomingCardBody } from './cards/upcoming-card';
import { EmptyHomeCard, HomeCard } from './home-card';

/** Where an empty area's card sends the user to start it. */
const START: Record<HomeCardKey, string> = {
  budgets: `${PATHS.expenses}?tab=budgets`,
  upcoming: `${PATHS.expenses}?tab=recurring`,
  investments: PATHS.positions,
  realEstate: PATHS.realEstate,
  loans: PATHS.loans,
  trading: PATHS.trading,
  fire: PATHS.forecasting,
};

/** One card of the home: its figures, or (its area empty) how to start it. */
export function HomeCardOf({ card, home }: { card: HomeCardKey; home: DashboardHome }) {
  const { cards, currency } = home;
  const body = (() => {
    switch (card) {
      case 'budgets':
        return cards.budgets && <BudgetsCardBody card={cards.budgets} currency={currency} />;
      case 'upcoming':
        return cards.upcoming && <UpcomingCardBody card={cards.upcoming} currency={currency} />;
      case 'investments':
        return (
          cards.investments && <InvestmentsCardBody card={cards.investments} currency={currency} />
        );
      case 'realEstate':
        return cards.realEstate && <RealEstateCardBody card={cards.realEstate} />;
      case 'loans':
        return cards.loans && <LoansCardBody card={cards.loans} currency={currency} />;
      case 'trading':
        return cards.trading && <TradingCardBody card={cards.trading} currency={currency} />;
      case 'fire':
        return cards.fire && <FireCardBody card={cards.fire} currency={currency} />;
    }
  })();
  const data = cards[card];
  if (!data || !body) return <EmptyHomeCard card={card} start={START[card]} />;
  return (
    <HomeCard card={card} link={data.link}>
      {body}
    </HomeCard>
  );
}
