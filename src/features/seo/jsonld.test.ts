import { describe, expect, it } from 'vitest';
import { coreTowns, towns } from '@/content/towns';
import { localBusinessJsonLd } from './jsonld';

describe('localBusinessJsonLd', () => {
  it('serves the county and the core towns, not every community a town page covers', () => {
    const { areaServed } = localBusinessJsonLd() as { areaServed: { '@type': string; name: string }[] };
    expect(areaServed[0]).toEqual({ '@type': 'AdministrativeArea', name: 'McLennan County, TX' });
    expect(areaServed.slice(1)).toEqual(coreTowns.map((t) => ({ '@type': 'City', name: `${t.name}, TX` })));
    // Every page carries this object: it must not list the nearby communities, whose number grows.
    const nearby = towns.filter((t) => t.group === 'nearby');
    expect(nearby.length).toBeGreaterThan(0);
    for (const town of nearby) expect(areaServed.map((a) => a.name)).not.toContain(`${town.name}, TX`);
  });
});
