import type { CSSProperties } from 'react';
import { frameThickness } from './avatar-layout';

/** Each frame's colours, drawn round the face as a conic gradient. */
const frameColours: Record<string, string> = {
  fire_frame: '#dc2626, #f97316, #facc15, #f97316, #dc2626, #f97316, #facc15, #dc2626',
  ice_frame: '#0ea5e9, #a5f3fc, #f0f9ff, #67e8f9, #0284c7, #a5f3fc, #f0f9ff, #0ea5e9',
  rainbow_frame: '#ef4444, #f97316, #facc15, #22c55e, #3b82f6, #8b5cf6, #ec4899, #ef4444',
};

/** The equipped frame as a ring over the face's edge; the ring is cut out of a gradient disc by a mask. */
export function FrameRing({ id, diameter }: { id: string; diameter: number }) {
  const thickness = frameThickness(diameter);
  const ring = `radial-gradient(farthest-side, transparent calc(100% - ${thickness}px), #000 calc(100% - ${thickness - 0.5}px))`;
  const style: CSSProperties = { background: `conic-gradient(${frameColours[id]})`, maskImage: ring, WebkitMaskImage: ring };
  return <span data-accessory={id} className="absolute inset-0 rounded-full" style={style} />;
}
