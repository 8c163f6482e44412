import type { PriceList } from '@shared/pricing';

/**
 * The owners' price list as the migrations seed it (docs/product.md, "The owners' price list"): the database tests
 * check the seed against this, and the pricing tests price from it.
 */
export const SEEDED_PRICE_LIST: PriceList = {
  version: 1,
  cents: {
    'plan.weekly.first_dog': 2500,
    'plan.weekly.extra_dog': 500,
    'plan.weekly.deodorizing': 0,
    'plan.every_other_week.first_dog': 3500,
    'plan.every_other_week.extra_dog': 500,
    'plan.every_other_week.deodorizing': 1500,
    'plan.twice_weekly.first_dog': 2000,
    'plan.twice_weekly.extra_dog': 400,
    'plan.twice_weekly.deodorizing': 0,
    'plan.one_time.first_dog': 7500,
    'plan.one_time.extra_dog': 1000,
    'plan.one_time.deodorizing': 1500,
    'first_visit.recurring.within_1_week': 0,
    'first_visit.recurring.1_4_weeks': 2500,
    'first_visit.recurring.1_3_months': 5000,
    'first_visit.recurring.longer': null,
    'first_visit.one_time.within_1_week': 0,
    'first_visit.one_time.1_4_weeks': 0,
    'first_visit.one_time.1_3_months': 2500,
    'first_visit.one_time.longer': null,
    'yard.recurring.standard': 0,
    'yard.recurring.large': 500,
    'yard.recurring.over_half_acre': null,
    'yard.one_time.standard': 0,
    'yard.one_time.large': 2500,
    'yard.one_time.over_half_acre': null,
    'credit.welcome': 1000,
    'credit.referral': 2500,
  },
};
