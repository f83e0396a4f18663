/** A small HTTP client for the stack under test: JSON in and out, one cookie jar per player. */
export class HttpClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T; headers: Headers }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
        origin: this.baseUrl,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) this.storeCookie(line);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = unknown>(path: string, body: unknown = {}) {
    return this.request<T>('POST', path, body);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Replaces the jar, e.g. to replay a cookie the server has since revoked. */
  setCookieHeader(header: string): void {
    this.cookies = new Map(header.split('; ').filter(Boolean).map((pair) => pair.split('=', 2) as [string, string]));
  }

  private storeCookie(line: string): void {
    const [pair] = line.split(';');
    const index = pair?.indexOf('=') ?? -1;
    if (!pair || index < 0) return;
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

export const uniqueName = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;
