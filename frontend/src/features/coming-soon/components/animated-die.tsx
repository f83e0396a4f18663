import { useEffect, useState } from 'react';

/** Spec section 9: the die changes face every 1.5 s. */
export const DIE_FACE_MS = 1_500;
const FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'] as const;

export function AnimatedDie() {
  const [face, setFace] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setFace((current) => (current + 1) % FACES.length), DIE_FACE_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <span role="img" aria-label={`Die showing ${face + 1}`} data-face={face + 1} className="inline-block animate-bounce text-8xl leading-none text-white">
      {FACES[face]}
    </span>
  );
}
