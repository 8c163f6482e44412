import { describe, expect, it } from 'vitest';
import { mappedPlaces } from '@/content/places';
import { serviceAreaMapSvg } from './map-svg';

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;

describe('the service-area map', () => {
  it('draws every mapped place as a dot, the marked one in orange, the base as a square', () => {
    const svg = parse(serviceAreaMapSvg({ focus: 'mart', labelledBy: 'cap-1' }));
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-labelledby')).toBe('cap-1');
    const circles = [...svg.querySelectorAll('circle')];
    expect(circles).toHaveLength(mappedPlaces.length);
    expect(circles.filter((c) => c.getAttribute('fill') === '#f59e0b')).toHaveLength(1);
    expect(svg.querySelectorAll('rect[width="16"]')).toHaveLength(1);
    const labels = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(labels).toEqual(expect.arrayContaining(['Mart', 'Our base, Hewitt', 'Waco', '10 miles', 'N']));
  });

  it('puts north up and east right: West is above Moody, Mart right of Crawford', () => {
    const svg = parse(serviceAreaMapSvg({ labelledBy: 'cap' }));
    const dots = [...svg.querySelectorAll('circle')].map((c) => ({
      x: Number(c.getAttribute('cx')),
      y: Number(c.getAttribute('cy')),
    }));
    const at = (slug: string) => dots[mappedPlaces.findIndex((p) => p.slug === slug)]!;
    expect(at('west').y).toBeLessThan(at('moody').y);
    expect(at('mart').x).toBeGreaterThan(at('crawford').x);
    const [, , width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    for (const dot of dots) {
      expect(dot.x).toBeGreaterThan(0);
      expect(dot.x).toBeLessThan(width!);
      expect(dot.y).toBeGreaterThan(0);
      expect(dot.y).toBeLessThan(height!);
    }
  });

  it('marks nothing on an overview map and escapes text', () => {
    const svg = serviceAreaMapSvg({ labelledBy: 'a"b' });
    expect(svg).toContain('aria-labelledby="a&quot;b"');
    expect(svg).not.toContain('#f59e0b');
  });
});
