/** Spec section 9: translation loading retries 5 times, 350 ms apart. */
export const translationRetries = 5;
export const translationRetryDelayMs = 350;

/** Waits `ms`; the app's is a timer, a test's resolves at once and notes the delay (no real waiting). */
export type Wait = (ms: number) => Promise<void>;

const timerWait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads the texts of a language (a chunk the browser fetches), trying again after a failure, up to
 * `translationRetries` more times `translationRetryDelayMs` apart: a dropped connection while a new page's
 * texts arrive costs a moment, not the page. The last failure rejects.
 */
export async function loadWithRetries<T>(load: () => Promise<T>, wait: Wait = timerWait): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= translationRetries) throw error;
      await wait(translationRetryDelayMs);
    }
  }
}
