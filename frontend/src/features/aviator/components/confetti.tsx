import './confetti.css';

const COLOURS = ['#f87171', '#fbbf24', '#34d399', '#60a5fa', '#f472b6'] as const;
// Fixed spread and delays: the same light burst each time, without a random layout per render.
const PIECES = Array.from({ length: 28 }, (_, i) => ({ left: (i * 37) % 100, delay: (i % 7) * 0.12, colour: COLOURS[i % COLOURS.length] }));

/** The win celebration; remount it (a new key) to play it again. */
export function Confetti() {
  return (
    <div aria-hidden="true" data-testid="confetti" className="pointer-events-none fixed inset-0 z-40 overflow-hidden">
      {PIECES.map((piece, i) => (
        <span key={i} className="aviator-confetti-piece" style={{ left: `${piece.left}%`, animationDelay: `${piece.delay}s`, background: piece.colour }} />
      ))}
    </div>
  );
}
