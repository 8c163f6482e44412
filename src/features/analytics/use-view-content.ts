import { useEffect } from 'react';
import { useNavigation } from '@/lib/navigation';
import { track } from '@/lib/analytics';

export interface ViewContentParams {
  /** 'service' for /services/{slug}; 'place' for town, district, neighborhood and search landing pages. */
  content_type: 'service' | 'place';
  /** What the page is about: its h1. */
  content_name: string;
  /** The kind of service or place, e.g. 'weekly' or 'town'. */
  content_category: string;
}

/**
 * The page view last counted (see Navigation's `entry`): re-renders keep it, and React StrictMode's second effect
 * run in development sees the same one, so neither counts twice; a navigation, back and forth included, makes a
 * new one current and counts again.
 */
let lastCounted: string | undefined;

/** Tracks ViewContent once per view of a service or place page, through the one tracking entry point. */
export function useViewContent(params: ViewContentParams): void {
  const { entry } = useNavigation();
  const { content_type, content_name, content_category } = params;
  useEffect(() => {
    if (lastCounted === entry) return;
    lastCounted = entry;
    track('ViewContent', { content_type, content_name, content_category });
  }, [entry, content_type, content_name, content_category]);
}

/** The hook as a component: a page that hydrates as islands tracks its view from an island of its own. */
export function ViewContent(params: ViewContentParams) {
  useViewContent(params);
  return null;
}
