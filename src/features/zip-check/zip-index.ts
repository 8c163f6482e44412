import { zipIndex } from '@/content/places';

/**
 * Every served ZIP code and the places that list it: a chunk of its own, loaded when a visitor reaches the ZIP check,
 * so the pages that show the check do not carry every place's ZIP codes in their first load.
 */
export const servedZips: ReadonlyMap<string, string[]> = zipIndex();
