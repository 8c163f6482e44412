import { createContext, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import { AuthProvider } from './auth/AuthProvider';
import {
  ISLAND_ATTRIBUTE,
  ISLAND_WHEN_ATTRIBUTE,
  ISLANDS_NAVIGATION_ATTRIBUTE,
  type IslandWhen,
} from './island-page-attribute';
import { NavigationProvider, type Navigation } from './navigation';
import { ReferralProvider } from './referral/ReferralProvider';

/**
 * Islands: a public page is its prerendered HTML and CSS, with a few small enhancement scripts (src/enhance), and
 * runs no React until the visitor starts using a part that needs it: a form (first focus, press or key), the
 * calculator or the ZIP check (when they come near the screen), the exit offer, the admin's tools. Each such part
 * is an island: a React root of its own, loaded when its `data-when` says (lib/island-page-attribute.ts,
 * src/island-runtime.tsx). docs/interactive-parts.md says which kind of part is which.
 *
 * The server renders the page as a whole, with a collector (`IslandCollectorContext`): each `<Island>` then leaves
 * a placeholder and the server entry renders the island on its own, as the browser will hydrate it (the same root,
 * providers and `identifierPrefix`, so the ids useId makes match). In a page that hydrates as the app (the dashboard
 * and the admin, and any page a client-side navigation from them shows), an `<Island>` is simply its component.
 */

/** An island's component, as the registry and the server entry hold it: props are the page's JSON. */
export type IslandComponent = ComponentType<Record<string, unknown>>;

export const asIslandComponent = <P extends object>(component: ComponentType<P>) =>
  component as unknown as IslandComponent;

/** A notice shown without React (enhance/plain-notice.ts): a toast's title and text. */
export interface Notice {
  title: string;
  description?: string;
}

/** An island as the registry (app/island-registry.ts) lists it: when its code loads, and what it is. */
export interface IslandDeclaration {
  when: IslandWhen;
  /** What the server renders and the browser hydrates, or for a form, swaps in for the served one. */
  component: IslandComponent;
  /** A form's: what a visitor who sent it is told when its code cannot arrive (the connection dropped). */
  unreachable?: Notice;
}

/**
 * A form island's one declaration (docs/interactive-parts.md). `form` is the live form: a public page serves its
 * markup as a shell and loads it on the shell's first focus, press or key (its moment, `use`), and it takes over
 * with what the visitor typed, the focus, the caret and a pending submit (lib/form-shell.ts, island-runtime.tsx).
 * `unreachable` is the form's own failure notice, for a visitor who sent the shell when the code could not arrive.
 */
export function defineFormIsland<P extends object>(
  form: ComponentType<P>,
  { unreachable }: { unreachable: Notice },
): IslandDeclaration {
  return { when: 'use', component: asIslandComponent(form), unreachable };
}

/** What an island's element says of it in the page besides its name and props: its moment, a form's notice. */
export const islandAttributesOf = ({ when, unreachable }: IslandDeclaration): Record<string, string> => ({
  [ISLAND_WHEN_ATTRIBUTE]: when,
  ...(unreachable && { 'data-unreachable': JSON.stringify(unreachable) }),
});

export interface CollectedIsland {
  name: string;
  component: IslandComponent;
  props: Record<string, unknown>;
}

/** Set by the server entry for a page that hydrates as islands. */
export interface IslandCollector {
  /** The page's islands, in document order. */
  islands: CollectedIsland[];
  /** The name the island registry (app/island-registry.ts) loads a component by; throws for one it does not hold. */
  nameOf(component: IslandComponent): string;
  /** What the island named so says of itself in the page (`data-when`, and so on). */
  attributesOf(name: string): Record<string, string>;
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

export const islandMarker = (index: number) => `<!--island:${index}-->`;
export const islandIdPrefix = (name: string, index: number) => `${name}${index}-`;

export { ISLAND_ATTRIBUTE, ISLANDS_NAVIGATION_ATTRIBUTE };

/** What the page says of itself in that attribute: the query string is the browser's own. */
export type IslandPage = Pick<Navigation, 'pathname' | 'onAreaPage'>;

/** An island page's navigation: its links load documents, and the document is the one page view. */
export const islandNavigation = (page: IslandPage, search: string): Navigation => ({
  ...page,
  search,
  entry: 'document',
});

interface IslandProps<P extends object> {
  /** One of the island registry's components (app/island-registry.ts). */
  component: ComponentType<P>;
  /** Serialized into the page as JSON: plain data only. */
  props: P;
}

export function Island<P extends object>({ component: Component, props }: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  if (!collector) return <Component {...props} />;
  const component = asIslandComponent(Component);
  const name = collector.nameOf(component);
  // Recorded while rendering: the prerender renders each page once, synchronously, and reads the list after.
  const index = collector.islands.push({ name, component, props: props as Record<string, unknown> }) - 1;
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name, ...collector.attributesOf(name) }}
      data-props={JSON.stringify(props)}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: islandMarker(index) }}
    />
  );
}

/** What every island root provides: the page's navigation, the session and the referral code. */
export function IslandRoot({
  navigation,
  children,
  onHydrated,
}: {
  navigation: Navigation;
  children: ReactNode;
  onHydrated?: () => void;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <NavigationProvider value={navigation}>
      <AuthProvider>
        <ReferralProvider>{children}</ReferralProvider>
      </AuthProvider>
    </NavigationProvider>
  );
}
