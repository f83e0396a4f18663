import * as hdr from 'hdr-histogram-js';

/** Percentiles of one measured series, in milliseconds. */
export interface LatencySummary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

/** An HDR histogram of latencies recorded in microseconds (1 µs to one hour, 3 significant digits). */
export class Latencies {
  private readonly histogram = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 3_600_000_000,
    numberOfSignificantValueDigits: 3,
    useWebAssembly: false,
  });

  /** The latencies several processes recorded, each sent as `encoded()`, in one histogram. */
  static merged(encodings: string[]): Latencies {
    const all = new Latencies();
    for (const encoding of encodings) all.histogram.add(hdr.decodeFromCompressedBase64(encoding, 32, false));
    return all;
  }

  /** The whole histogram as text, to cross a process or a network without losing a percentile. */
  encoded(): string {
    return hdr.encodeIntoCompressedBase64(this.histogram);
  }

  recordMs(ms: number): void {
    this.histogram.recordValue(Math.max(1, Math.round(ms * 1000)));
  }

  get count(): number {
    return this.histogram.totalCount;
  }

  summary(): LatencySummary {
    const ms = (micros: number) => Math.round(micros / 10) / 100;
    const at = (percentile: number) => (this.count === 0 ? 0 : ms(this.histogram.getValueAtPercentile(percentile)));
    return {
      count: this.count,
      p50: at(50),
      p90: at(90),
      p99: at(99),
      max: this.count === 0 ? 0 : ms(this.histogram.maxValue),
      mean: this.count === 0 ? 0 : ms(this.histogram.mean),
    };
  }
}
