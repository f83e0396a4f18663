/**
 * The page's three sounds as short generated tones (no audio files to load). The audio context is made on
 * first use, after a click, because browsers refuse it before; without Web Audio (jsdom, old browsers) the
 * game simply stays silent.
 */
type Note = { hz: number; at: number; for: number };

const SOUNDS = {
  bet: { volume: 0.5, type: 'sine', notes: [{ hz: 660, at: 0, for: 0.12 }] },
  win: { volume: 0.6, type: 'triangle', notes: [523, 659, 784, 1047].map((hz, i) => ({ hz, at: i * 0.09, for: 0.16 })) },
  error: { volume: 0.5, type: 'square', notes: [{ hz: 220, at: 0, for: 0.12 }, { hz: 160, at: 0.14, for: 0.2 }] },
} satisfies Record<string, { volume: number; type: OscillatorType; notes: Note[] }>;

export type SoundName = keyof typeof SOUNDS;

let context: AudioContext | null | undefined;

function audio(): AudioContext | null {
  if (context === undefined) context = typeof AudioContext === 'function' ? new AudioContext() : null;
  return context;
}

export function playSound(name: SoundName): void {
  try {
    const ctx = audio();
    if (!ctx) return;
    void ctx.resume().catch(() => undefined);
    const sound = SOUNDS[name];
    for (const note of sound.notes) {
      const start = ctx.currentTime + note.at;
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = sound.type;
      oscillator.frequency.value = note.hz;
      gain.gain.setValueAtTime(sound.volume, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + note.for);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(start);
      oscillator.stop(start + note.for);
    }
  } catch {
    // Sound is decoration: a blocked or broken audio device must never stop a bet or a cash-out.
  }
}
