/**
 * The look shared by the server-rendered slider preview and the interactive Radix slider that replaces it, so
 * the swap moves nothing on screen (no layout shift).
 */
export const sliderClasses = {
  root: 'relative flex h-11 w-full touch-none items-center select-none',
  track: 'relative h-2 grow overflow-hidden rounded-full bg-slate-200',
  range: 'absolute h-full rounded-full bg-brand-700',
  thumb:
    'block size-7 cursor-grab rounded-full border-2 border-brand-800 bg-white shadow-md transition-colors hover:bg-brand-50 active:cursor-grabbing',
};

/** size-7: Radix keeps the thumb inside the track by half this width at either end; the preview does the same. */
const THUMB_HALF_WIDTH_PX = 14;

export const percentOf = (value: number, min: number, max: number) => ((value - min) / (max - min)) * 100;

/**
 * A picture of the slider at its value, rendered on the server and until the interactive slider has loaded.
 * Hidden from assistive technology: the label and value text next to it carry the information.
 */
export function SliderPreview({ value, min, max }: { value: number; min: number; max: number }) {
  const percent = percentOf(value, min, max);
  const inBoundsOffset = THUMB_HALF_WIDTH_PX - (percent / 50) * THUMB_HALF_WIDTH_PX;
  return (
    <span className={sliderClasses.root} aria-hidden="true" data-slider-preview="">
      <span className={sliderClasses.track}>
        <span className={sliderClasses.range} style={{ left: '0%', right: `${100 - percent}%` }} />
      </span>
      <span
        style={{
          position: 'absolute',
          left: `calc(${percent}% + ${inBoundsOffset}px)`,
          transform: 'translateX(-50%)',
        }}
      >
        <span className={sliderClasses.thumb} />
      </span>
    </span>
  );
}
