import type { ReactNode } from 'react';
import { islandNavigation } from '@/lib/island-markup';
import { NavigationProvider } from '@/lib/navigation';

/** A page as an island sees it, for parts that only read where they are (lib/navigation.tsx). */
export function AtPath({ path = '/', children }: { path?: string; children: ReactNode }) {
  return (
    <NavigationProvider value={islandNavigation({ pathname: path, onAreaPage: false }, '')}>
      {children}
    </NavigationProvider>
  );
}
