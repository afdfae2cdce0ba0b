/** How the server talks to the login providers: GET with a time limit and a size limit. */

export const PROVIDER_TIMEOUT_MS = 10_000;
const MAX_BODY = 64 * 1024;

/** A provider answered with an error, or could not be reached. */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** The provider's own error code, when it gave one. */
    readonly providerCode?: number | string,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** GETs `url` and returns its body text; a non-2xx status, a network failure or a timeout is a ProviderError. */
export async function providerGet(url: string, timeoutMs = PROVIDER_TIMEOUT_MS): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
      headers: { accept: 'application/json, text/plain, */*' },
    });
  } catch (error) {
    throw new ProviderError(
      `provider unreachable: ${new URL(url).origin}${new URL(url).pathname} (${(error as Error).message})`,
    );
  }
  const text = await res.text();
  if (text.length > MAX_BODY) throw new ProviderError('provider answer too large');
  if (!res.ok) throw new ProviderError(`provider answered HTTP ${res.status}`);
  return text;
}

/** `base + path` with the query parameters, each encoded once. */
export function providerUrl(base: string, path: string, params: Record<string, string>): string {
  const url = new URL(base + path);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}
