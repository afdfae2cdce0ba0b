/** Loads a script on demand, once per url (spec section 7, "Scripts loaded on demand"). */
import { logError } from './beacon.js';

const loading = new Map<string, Promise<void>>();

/**
 * Resolves when the script at `url` has run; a second call for the same url gets the same promise
 * and adds no second tag. A failure rejects with `Failed to load script: {url}`, is logged, and is
 * forgotten so that a later call can try again.
 */
export function loadScript(url: string): Promise<void> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(url);
      const error = new Error(`Failed to load script: ${url}`);
      logError({ message: error.message, url });
      reject(error);
    };
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}
