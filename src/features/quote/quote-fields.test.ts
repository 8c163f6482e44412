import { describe, expect, it } from 'vitest';
import { DOG_COUNTS } from '@shared/schemas';
import { DOG_COUNT_OPTIONS } from './quote-fields';

describe('quote fields', () => {
  it('offer exactly the dog counts the shared schema accepts', () => {
    expect([...DOG_COUNT_OPTIONS]).toEqual([...DOG_COUNTS]);
  });
});
