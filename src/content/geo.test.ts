import { describe, expect, it } from 'vitest';
import {
  bearingDegrees,
  compassPoint,
  distanceMiles,
  milesText,
  offset,
  offsetText,
  roundedMiles,
} from './geo';
import { placeFacts } from './places';
import { townBySlug } from './towns';

const waco = { latitude: 31.54933, longitude: -97.14667 };
const hewitt = { latitude: 31.46239, longitude: -97.19584 };

describe('distances and directions', () => {
  it('measures great-circle miles', () => {
    expect(distanceMiles(hewitt, waco)).toBeCloseTo(6.67, 2);
    expect(distanceMiles(waco, waco)).toBe(0);
    // One degree of latitude is about 69 miles.
    expect(distanceMiles({ latitude: 31, longitude: -97 }, { latitude: 32, longitude: -97 })).toBeCloseTo(
      69.1,
      0,
    );
  });

  it('names the nearest of eight compass points', () => {
    expect(compassPoint(bearingDegrees(hewitt, waco))).toBe('northeast');
    expect(compassPoint(bearingDegrees(waco, hewitt))).toBe('southwest');
    expect([0, 22, 23, 90, 180, 270, 338, 359].map(compassPoint)).toEqual([
      'north',
      'north',
      'northeast',
      'east',
      'south',
      'west',
      'north',
      'north',
    ]);
  });

  it('rounds no finer than the points allow', () => {
    expect(roundedMiles(6.6, 1)).toEqual({ miles: 7, under: false });
    expect(roundedMiles(0.4, 1)).toEqual({ miles: 1, under: true });
    expect(roundedMiles(16.4, 5)).toEqual({ miles: 15, under: false });
    expect(roundedMiles(2, 5)).toEqual({ miles: 5, under: true });
    expect(milesText({ miles: 1, under: true })).toBe('under a mile');
    expect(milesText({ miles: 5, under: true })).toBe('under 5 miles');
    expect(offsetText(offset(hewitt, waco, 1))).toBe('about 7 miles northeast');
  });
});

describe('place facts', () => {
  it('gives a place its distance from the base and from Waco, and every other place nearest first', () => {
    const facts = placeFacts(townBySlug('mart')!)!;
    expect(offsetText(facts.fromBase!)).toBe('about 22 miles east');
    expect(offsetText(facts.fromWaco!)).toBe('about 18 miles east');
    expect(facts.others[0]?.town.slug).toBe('riesel');
    const shown = facts.others.map((o) => o.offset.miles);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  it('has no facts for a place without a sourced centre', () => {
    expect(placeFacts(townBySlug('north-waco')!)).toBeUndefined();
    expect(placeFacts(townBySlug('hewitt')!)?.fromBase).toBeUndefined();
  });
});
