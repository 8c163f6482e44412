/**
 * The figures the public pages show from the owners' price list (docs/product.md, "The owners' price list"). The
 * build checks a list with this before it builds anything (scripts/build-price-list.ts), so it imports nothing the
 * build's configuration cannot load.
 */
import {
  formatCents,
  fromPriceCents,
  PLANS,
  type PriceList,
} from '../../supabase/functions/_shared/browser-safe/pricing.ts';

/** Each figure in cents. */
export interface PagePrices {
  /** Weekly, 1 dog, standard yard: the weekly card's "from" price. */
  weekly: number;
  /** One-time cleanup, 1 dog, standard yard: the one-time card's "from" price. */
  oneTime: number;
  /** Deodorizing as an add-on: the least a plan that charges for it asks a visit. */
  deodorizing: number;
  /** What WELCOME10 takes off the first visit. */
  welcome: number;
  /** What a referral saves each side. */
  referral: number;
}

/** The pages' figures under this list; throws, saying why, when the list leaves one of them without a price. */
export function pagePrices(list: PriceList): PagePrices {
  const problem = (what: string) => new Error(`price list v${list.version} ${what}`);
  const from = (plan: 'weekly' | 'one_time') => {
    const cents = fromPriceCents(list, plan);
    if (cents === null) {
      throw problem(
        `quotes a ${plan === 'weekly' ? 'weekly' : 'one-time'} visit to a standard yard on site: the pages show its "from" price`,
      );
    }
    return cents;
  };
  const addOn = PLANS.map((plan) => list.cents[`plan.${plan}.deodorizing`]).filter(
    (cents): cents is number => cents !== null && cents > 0,
  );
  if (addOn.length === 0)
    throw problem('charges for deodorizing on no plan: the pages offer it as an add-on');
  const credit = (cell: 'credit.welcome' | 'credit.referral') => {
    const cents = list.cents[cell];
    if (cents === null) throw problem(`has no price for ${cell}`);
    return cents;
  };
  return {
    weekly: from('weekly'),
    oneTime: from('one_time'),
    deodorizing: Math.min(...addOn),
    welcome: credit('credit.welcome'),
    referral: credit('credit.referral'),
  };
}

/** The figures as the pages write them (formatCents): what the build looks for to tell which pages show a price. */
export function pagePriceFigures(list: PriceList): string[] {
  return [...new Set(Object.values(pagePrices(list)).map(formatCents))];
}
