import * as Slider from '@radix-ui/react-slider';
import { sliderClasses } from './slider-parts';

export interface RangeSliderProps {
  /** id of the visible label element. */
  labelId: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** What a screen reader announces for the value, e.g. '3,000 sq ft'. */
  valueText: string;
  onValueChange: (value: number) => void;
}

/** One accessible, keyboard-operable slider (arrows, Page Up/Down, Home/End). Loaded as its own chunk. */
export function RangeSlider({ labelId, value, min, max, step, valueText, onValueChange }: RangeSliderProps) {
  return (
    <Slider.Root
      className={sliderClasses.root}
      value={[value]}
      min={min}
      max={max}
      step={step}
      onValueChange={([next]) => {
        if (next !== undefined) onValueChange(next);
      }}
    >
      <Slider.Track className={sliderClasses.track}>
        <Slider.Range className={sliderClasses.range} />
      </Slider.Track>
      <Slider.Thumb className={sliderClasses.thumb} aria-labelledby={labelId} aria-valuetext={valueText} />
    </Slider.Root>
  );
}
