import { useId, useRef, useState } from 'react';
import { BookingLink } from '@/components/ui/links';
import { prices } from '@/content/price-text';
import { formatNumber, formatUsd } from '@/lib/format';
import {
  computeRoi,
  formatPercent,
  HOURS_PER_1000_SQFT_PER_WEEK,
  HOURS_PER_DOG_PER_WEEK,
  ROI_DEFAULTS,
  ROI_RANGES,
  WEEKLY_COST_TABLE,
  type RoiInputs,
} from './roi';
import { SliderPreview } from './slider-parts';
import { useInteractiveSlider } from './use-interactive-slider';

interface SliderSpec {
  key: keyof RoiInputs;
  label: string;
  valueText: (value: number) => string;
}

const SLIDERS: SliderSpec[] = [
  { key: 'dogs', label: 'Number of dogs', valueText: (v) => `${v} ${v === 1 ? 'dog' : 'dogs'}` },
  { key: 'yardSqFt', label: 'Yard size', valueText: (v) => `${formatNumber(v)} sq ft` },
  { key: 'hourlyValue', label: 'Your time is worth', valueText: (v) => `$${v} per hour` },
];

/** The booking form's dog count goes up to 4 ('4+'). */
const BOOKING_MAX_DOGS = 4;

const minutes = (hours: number) => Math.round(hours * 60);
const costTableText = WEEKLY_COST_TABLE.map((row) => `$${row.cost} for ${row.label}`).join(', ');

/**
 * The savings calculator: three sliders (dogs, yard size, value of an hour) and the yearly estimate, updated as
 * the sliders move. The server renders it at the defaults with slider previews; the interactive sliders replace
 * the previews when the calculator nears the viewport, and the figures do not change in between.
 */
export function RoiCalculator() {
  const [inputs, setInputs] = useState<RoiInputs>(ROI_DEFAULTS);
  const rootRef = useRef<HTMLDivElement>(null);
  const Slider = useInteractiveSlider(rootRef);
  const id = useId();
  const result = computeRoi(inputs);

  return (
    <div ref={rootRef} className="mt-8 grid gap-8 lg:grid-cols-2 lg:items-start">
      <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {SLIDERS.map((spec) => {
          const range = ROI_RANGES[spec.key];
          const value = inputs[spec.key];
          const labelId = `${id}-${spec.key}`;
          return (
            <div key={spec.key}>
              <div className="flex items-baseline justify-between gap-4">
                <span id={labelId} className="font-semibold text-slate-900">
                  {spec.label}
                </span>
                <span className="text-lg font-bold text-brand-800 tabular-nums">{spec.valueText(value)}</span>
              </div>
              {Slider ? (
                <Slider
                  labelId={labelId}
                  value={value}
                  {...range}
                  valueText={spec.valueText(value)}
                  onValueChange={(next) => setInputs((current) => ({ ...current, [spec.key]: next }))}
                />
              ) : (
                <SliderPreview value={value} min={range.min} max={range.max} />
              )}
              <div className="flex justify-between text-sm text-slate-600" aria-hidden="true">
                <span>{spec.valueText(range.min)}</span>
                <span>{spec.valueText(range.max)}</span>
              </div>
            </div>
          );
        })}
      </div>

      <div className="rounded-2xl bg-brand-900 p-6 text-white shadow-lg">
        <h3 className="text-xl font-bold">Your estimated yearly savings</h3>
        <p className="mt-4 text-brand-50">Estimated net savings per year</p>
        <p className="text-4xl font-extrabold tabular-nums" data-testid="roi-net">
          {formatUsd(result.netSavings)}
        </p>
        <dl className="mt-6 grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-brand-50">Hours you get back per year</dt>
            <dd className="text-xl font-bold tabular-nums">{formatNumber(result.hoursSavedPerYear)} hours</dd>
          </div>
          <div>
            <dt className="text-sm text-brand-50">Value of that time</dt>
            <dd className="text-xl font-bold tabular-nums">{formatUsd(result.timeValue)}</dd>
          </div>
          <div>
            <dt className="text-sm text-brand-50">A year of weekly service</dt>
            <dd className="text-xl font-bold tabular-nums">
              {formatUsd(result.annualCost)}
              <span className="block text-sm font-normal text-brand-50">${result.weeklyCost}/week × 52</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-brand-50">Return on investment</dt>
            <dd className="text-xl font-bold tabular-nums">{formatPercent(result.roiPercent)}</dd>
          </div>
        </dl>
        {result.netSavings < 0 && (
          <p className="mt-4 text-brand-50">
            At these settings, a year of weekly service costs more than the estimated value of the time it
            saves.
          </p>
        )}
        <BookingLink
          className="btn btn-accent mt-6 w-full"
          prefill={{ dogs: Math.min(inputs.dogs, BOOKING_MAX_DOGS) }}
        >
          Get My Custom Quote
        </BookingLink>
        <p className="mt-4 text-sm text-brand-50">
          Estimate only: this is the value of your own time, not our price. It assumes about{' '}
          {minutes(HOURS_PER_DOG_PER_WEEK)} minutes of scooping per dog and{' '}
          {minutes(HOURS_PER_1000_SQFT_PER_WEEK)} minutes per 1,000 sq ft of yard each week, and example
          weekly costs, not our price list: {costTableText}. Weekly service starts at {prices.weekly}/week;
          your free quote gives your actual price.
        </p>
      </div>
    </div>
  );
}
