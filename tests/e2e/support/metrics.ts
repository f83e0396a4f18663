/** One series of a Prometheus scrape: its name, its labels and its value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const line = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const label = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** Reads a process's `/metrics` (Prometheus's text format) into its samples. */
export async function scrape(url: string): Promise<Sample[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.text()).split('\n').flatMap((text) => {
    const match = line.exec(text);
    if (!match) return [];
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(label)].map(([, key, value]) => [key as string, value as string]));
    return [{ name: match[1] as string, labels, value: Number(match[3]) }];
  });
}

/** Scrapes every process of a stack at once, by process name. */
export async function scrapeAll(urls: Map<string, string>): Promise<Map<string, Sample[]>> {
  return new Map(await Promise.all([...urls].map(async ([name, url]) => [name, await scrape(url)] as const)));
}

/** The sum of the series named `name` whose labels include `labels`, over the given scrapes; 0 when none. */
export function total(scrapes: Iterable<Sample[]>, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const samples of scrapes)
    for (const sample of samples)
      if (sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value)) sum += sample.value;
  return sum;
}

/** Whether any series is named `name`. */
export const has = (samples: Sample[], name: string): boolean => samples.some((sample) => sample.name === name);
