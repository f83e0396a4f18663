import { msUntilMultiplier, type Phase } from '@pkr/contracts';
import { useEffect, useRef } from 'react';
import { curvePoints } from './curve-geometry';

type CrashCurveProps = { phase: Phase; flightStartedAt: number | null; crashPoint: number | null };

const colours = { flying: '#34d399', crashed: '#f87171' } as const;

/**
 * The multiplier's curve on a canvas, redrawn every animation frame from the growth function and the flight's start
 * (no React render per frame). After the crash it stays, in red, up to the crash point. The canvas's size comes from
 * a ResizeObserver, so a frame never makes the browser lay the page out again to measure it.
 */
export function CrashCurve({ phase, flightStartedAt, crashPoint }: CrashCurveProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // Each tick corrects the flight's start by a few ms; the running loop reads the newest without starting again.
  const startedAt = useRef(flightStartedAt);
  startedAt.current = flightStartedAt;
  const drawn = (phase === 'running' && flightStartedAt !== null) || (phase === 'crashed' && crashPoint !== null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    if (!drawn) {
      context.clearRect(0, 0, canvas.width, canvas.height);
      return;
    }
    const crashedAt = phase === 'crashed' && crashPoint !== null ? msUntilMultiplier(Math.round(crashPoint * 100)) : null;
    let size = { width: canvas.clientWidth, height: canvas.clientHeight };
    let frame = 0;
    const draw = () => {
      const { width, height } = size;
      const ratio = window.devicePixelRatio || 1;
      if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
      if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, width, height);
      const elapsed = crashedAt ?? Math.max(0, Date.now() - (startedAt.current ?? Date.now()));
      const points = curvePoints(elapsed, width, height);
      const colour = crashedAt === null ? colours.flying : colours.crashed;
      context.beginPath();
      points.forEach((point, index) => (index === 0 ? context.moveTo(point.x, point.y) : context.lineTo(point.x, point.y)));
      context.strokeStyle = colour;
      context.lineWidth = 4;
      context.lineCap = 'round';
      context.stroke();
      context.lineTo(points.at(-1)!.x, height);
      context.lineTo(0, height);
      context.closePath();
      context.fillStyle = `${colour}22`;
      context.fill();
      if (crashedAt === null) frame = requestAnimationFrame(draw);
    };
    const resized = new ResizeObserver(([entry]) => {
      if (!entry) return;
      size = { width: entry.contentRect.width, height: entry.contentRect.height };
      if (crashedAt !== null) draw();
    });
    resized.observe(canvas);
    draw();
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
    };
  }, [drawn, phase, crashPoint]);

  return <canvas ref={canvasRef} data-testid="crash-curve" aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-3/4 w-full" />;
}
