import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
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
 * The history entry last counted. A page view is one history entry (React Router gives each its own key):
 * re-renders keep the key, and React StrictMode's second effect run in development sees the same key, so
 * neither counts twice; a navigation, back and forth included, makes a new entry current and counts again.
 */
let lastCounted: string | undefined;

/** Tracks ViewContent once per view of a service or place page, through the one tracking entry point. */
export function useViewContent(params: ViewContentParams): void {
  const { key } = useLocation();
  const { content_type, content_name, content_category } = params;
  useEffect(() => {
    if (lastCounted === key) return;
    lastCounted = key;
    track('ViewContent', { content_type, content_name, content_category });
  }, [key, content_type, content_name, content_category]);
}

/** For tests: forget the last counted view. */
export function resetViewContentForTests(): void {
  lastCounted = undefined;
}
