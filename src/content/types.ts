/** Shapes of the site's content. Pages are templates over these; adding an entry adds a page. */

export interface Faq {
  question: string;
  answer: string;
}

export interface Section {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface HowToStep {
  name: string;
  text: string;
}

export type TownGroup = 'core' | 'nearby' | 'district';

export interface Town {
  slug: string;
  name: string;
  /** core = the 18 served towns; nearby = other places with pages; district = parts of Waco. */
  group: TownGroup;
  zips: readonly string[];
  /** Slugs of other served towns next to this one (shown as "also serving"). */
  neighbors: readonly string[];
}

export interface Neighborhood {
  slug: string;
  name: string;
  /** Slug of the district or town page it belongs to. */
  parent: string;
}

export type ServiceKind =
  'weekly' | 'one-time' | 'deodorizing' | 'residential' | 'commercial' | 'apartment' | 'hoa';

/** A service page under /services/{slug} or a search landing page at /{slug}. */
export interface ServicePageContent {
  slug: string;
  kind: ServiceKind;
  /** Town slug when the page is about one town. */
  town?: string;
  /** <title> (the brand is appended by the template). */
  title: string;
  description: string;
  h1: string;
  intro: string[];
  sections: Section[];
  /** Shown as a numbered list and as HowTo JSON-LD. */
  steps?: HowToStep[];
  faqs: Faq[];
  featured?: boolean;
}

export interface BlogPost {
  slug: string;
  title: string;
  description: string;
  /** ISO date. */
  published: string;
  updated?: string;
  tags: string[];
  intro: string;
  sections: Section[];
  faqs?: Faq[];
}
