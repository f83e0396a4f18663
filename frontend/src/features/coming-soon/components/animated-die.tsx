import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec section 9: the die changes face every 1.5 s. */
export const DIE_FACE_MS = 1_500;

/** The pips of each face, 1 to 6, on a 3 by 3 grid (0 to 2 across and down). */
const FACES: readonly (readonly [number, number][])[] = [
  [[1, 1]],
  [[0, 0], [2, 2]],
  [[0, 0], [1, 1], [2, 2]],
  [[0, 0], [2, 0], [0, 2], [2, 2]],
  [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]],
];

/** A die drawn in SVG, so it looks the same on every device whatever its fonts. */
export function AnimatedDie() {
  const { t } = useTranslation('comingSoon');
  const [face, setFace] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setFace((current) => (current + 1) % FACES.length), DIE_FACE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <svg role="img" aria-label={t('dice.die', { count: face + 1 })} data-face={face + 1} viewBox="0 0 24 24" className="inline-block size-24 animate-bounce text-white">
      <rect x="2" y="2" width="20" height="20" rx="4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {FACES[face]!.map(([column, row]) => (
        <circle key={`${column}-${row}`} cx={7 + column * 5} cy={7 + row * 5} r="1.6" fill="currentColor" />
      ))}
    </svg>
  );
}
