import { describe, expect, it } from 'vitest';
import { business } from './business';
import { endSentence } from './words';

describe('endSentence', () => {
  it('adds the period a sentence needs, and no second one after a name that ends in its own', () => {
    expect(endSentence('Hewitt')).toBe('Hewitt.');
    expect(endSentence('Brazos Scoop Co.')).toBe('Brazos Scoop Co.');
    expect(`This page is for the owners of ${endSentence(business.name)} Your account`).not.toContain('..');
  });
});
