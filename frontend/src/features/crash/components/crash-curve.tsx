import { msUntilMultiplier, type Phase } from '@pkr/contracts';
import { useEffect, useRef } from 'react';
import { curvePoints } from './curve-geometry';

type CrashCurveProps = { phase: Phase; flightStartedAt: number | null; crashPoint: number | null };

const colours = { flying: '#34d399', crashed: '#f87171' } as const;

/**
 * The multiplier's curve on a canvas, redrawn every animation frame from the growth function and the flight's start
 * (no React render per frame). After the crash it stays, in red, up to the crash point.
 */
export function CrashCurve({ phase, flightStartedAt, crashPoint }: CrashCurveProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || flightStartedAt === null || (phase !== 'running' && phase !== 'crashed')) {
      context?.clearRect(0, 0, canvas!.width, canvas!.height);
      return;
    }
    const crashedAt = phase === 'crashed' && crashPoint !== null ? msUntilMultiplier(Math.round(crashPoint * 100)) : null;
    let frame = 0;
    const draw = () => {
      const ratio = window.devicePixelRatio || 1;
      const width = canvas.clientWidth;
      const height = canvas.clientHeight;
      if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
      if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, width, height);
      const elapsed = crashedAt ?? Math.max(0, Date.now() - flightStartedAt);
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
    draw();
    return () => cancelAnimationFrame(frame);
  }, [phase, flightStartedAt, crashPoint]);

  return <canvas ref={canvasRef} data-testid="crash-curve" aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 h-3/4 w-full" />;
}
