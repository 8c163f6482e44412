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

/** A point on the map, in decimal degrees (WGS 84). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * A place's approximate centre and where it comes from, so anyone can check it. Distances and directions on
 * the pages are computed from these points and rounded no finer than `withinMiles` allows.
 */
export interface PlaceCentre extends GeoPoint {
  /**
   * The source as a visitor reads it ("GeoNames", "GeoNames' point for ZIP code 76633"), and where to look the point
   * up again (the record itself where the dataset has one page per record).
   */
  source: { name: string; url: string };
  /** How far the point may lie from the place's actual centre, in miles. */
  withinMiles: number;
}

/** A photo the owners took at this place (a file under public/, with its size so the page does not shift). */
export interface OwnerPhoto {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * What only the owners know about a place. Every field is optional and empty until they fill it in; the
 * place page shows whatever is present (docs/architecture.md, "Add a town").
 */
export interface OwnerNotes {
  /** The days the route usually reaches this place, e.g. 'Tuesdays and Fridays'. */
  serviceDays?: string;
  /** Short notes in the owners' words: what they see here, what customers here usually ask for. */
  notes?: readonly string[];
  photos?: readonly OwnerPhoto[];
}

/** A place as another page names and links it. */
export interface PlaceRef {
  slug: string;
  name: string;
}

export interface Town {
  slug: string;
  name: string;
  /** core = the served towns (docs/product.md); nearby = other places with pages; district = parts of Waco. */
  group: TownGroup;
  zips: readonly string[];
  /** Approximate centre with its source; absent where no checkable source exists (Waco's districts). */
  centre?: PlaceCentre;
  /**
   * Slug of the place page this one duplicates, where the measurement (scripts/uniqueness.ts) found that its
   * data cannot make it different enough: it then names that page as canonical and leaves the sitemap.
   */
  duplicateOf?: string;
  owner?: OwnerNotes;
}

export interface Neighborhood {
  slug: string;
  name: string;
  /** Slug of the district or town page it belongs to. */
  parent: string;
  /** Approximate centre with its source; none of the neighborhoods has a checkable one yet. */
  centre?: PlaceCentre;
  owner?: OwnerNotes;
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

/** What the blog index shows of a post (its full text loads only for a search). */
export type BlogPostSummary = Pick<BlogPost, 'slug' | 'title' | 'description' | 'published' | 'tags'>;
