import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { business } from '@/content/business';
import { prices } from '@/content/price-text';
import { ratingLabels, TrustBlock } from './TrustBlock';

describe('TrustBlock', () => {
  it('shows ownership, the rating and review count, free deodorizing and the weekly price from business.ts', () => {
    render(<TrustBlock />);
    const block = within(screen.getByRole('region', { name: `Why neighbors choose ${business.name}` }));
    expect(block.getByText(business.ownership)).toBeInTheDocument();
    expect(block.getByText(`${business.rating.value.toFixed(1)}★`)).toBeInTheDocument();
    expect(block.getByText(`Rated ${business.rating.value.toFixed(1)} out of 5`)).toBeInTheDocument();
    expect(block.getByText(`from ${business.rating.count} reviews`)).toBeInTheDocument();
    expect(block.getByText('OSO Fresh included free')).toBeInTheDocument();
    expect(block.getByText(`${prices.weekly}/week and up`)).toBeInTheDocument();
  });

  it('does not claim a perfect score for a rating below 5.0', () => {
    const rating: { value: number } = business.rating;
    render(<TrustBlock />);
    const claims = screen.queryAllByText(/perfect score/i);
    expect(claims).toHaveLength(rating.value === 5 ? 2 : 0);
  });

  it('labels a 5.0 rating as a perfect score and anything less as not', () => {
    expect(ratingLabels({ value: 5, count: 12 })).toMatchObject({
      stars: '5.0★',
      perfectScore: true,
      reviews: 'from 12 reviews',
    });
    expect(ratingLabels({ value: 4.9, count: 47 })).toMatchObject({ stars: '4.9★', perfectScore: false });
  });
});
