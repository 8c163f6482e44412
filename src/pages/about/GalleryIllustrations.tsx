import type { ReactNode } from 'react';
import type { GalleryStep } from '@/content/about';

/**
 * Simple drawings of each step of a visit. They are illustrations, not photos of real yards,
 * and the page labels them that way.
 */

const grass = '#bbf7d0';
const fence = '#92400e';
const worker = '#166534';

function Yard({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 240 150" className="h-auto w-full" aria-hidden="true" focusable="false">
      <rect width="240" height="150" rx="12" fill="#f0fdf4" />
      <rect x="0" y="70" width="240" height="80" fill={grass} />
      {[20, 50, 80, 110, 140, 170, 200, 230].map((x) => (
        <rect key={x} x={x - 3} y="48" width="6" height="30" rx="2" fill={fence} />
      ))}
      <rect x="0" y="55" width="240" height="4" fill={fence} />
      <rect x="0" y="68" width="240" height="4" fill={fence} />
      {children}
    </svg>
  );
}

function Person({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle cx="0" cy="-38" r="8" fill="#fcd34d" />
      <rect x="-8" y="-30" width="16" height="26" rx="5" fill={worker} />
      <rect x="-7" y="-5" width="5" height="18" rx="2" fill="#334155" />
      <rect x="2" y="-5" width="5" height="18" rx="2" fill="#334155" />
    </g>
  );
}

function Dog({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`} fill="#a16207">
      <ellipse cx="0" cy="0" rx="16" ry="8" />
      <circle cx="16" cy="-8" r="7" />
      <rect x="-12" y="4" width="4" height="10" rx="2" />
      <rect x="8" y="4" width="4" height="10" rx="2" />
      <path d="M-16 -2 q-8 -8 -4 -12" stroke="#a16207" strokeWidth="3" fill="none" />
    </g>
  );
}

const drawings: Record<GalleryStep['id'], ReactNode> = {
  arrive: (
    <Yard>
      <rect x="96" y="44" width="48" height="36" fill="#fef3c7" stroke={fence} strokeWidth="3" />
      <path d="M100 62h40" stroke={fence} strokeWidth="3" />
      <circle cx="138" cy="62" r="3" fill="#334155" />
      <Person x={70} y={110} />
      <Dog x={180} y={115} />
    </Yard>
  ),
  sweep: (
    <Yard>
      {[88, 104, 120, 136].map((y) => (
        <path key={y} d={`M20 ${y} H220`} stroke="#16a34a" strokeWidth="2" strokeDasharray="6 6" />
      ))}
      <Person x={150} y={122} />
      <path d="M162 100 l18 22" stroke="#334155" strokeWidth="3" />
    </Yard>
  ),
  bag: (
    <Yard>
      <Person x={80} y={122} />
      <path d="M112 92 q12 -10 24 0 l-4 34 h-16 z" fill="#475569" />
      <path d="M118 92 q6 -8 12 0" stroke="#f0fdf4" strokeWidth="2" fill="none" />
      <path d="M150 126 l40 0" stroke="#15803d" strokeWidth="3" strokeLinecap="round" />
    </Yard>
  ),
  freshen: (
    <Yard>
      <Person x={90} y={122} />
      <rect x="102" y="90" width="10" height="18" rx="2" fill="#0ea5e9" />
      {[
        [124, 86],
        [132, 94],
        [126, 102],
        [140, 88],
        [142, 100],
      ].map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="2.5" fill="#7dd3fc" />
      ))}
      <path d="M170 100 l8 8 l16 -18" stroke="#15803d" strokeWidth="5" fill="none" strokeLinecap="round" />
    </Yard>
  ),
};

export function GalleryIllustration({ id }: { id: GalleryStep['id'] }) {
  return <>{drawings[id]}</>;
}
