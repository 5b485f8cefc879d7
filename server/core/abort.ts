/**
 * `promise`, or a rejection with the signal's reason as soon as it aborts: the caller stops waiting
 * for work that others may still want (the work itself goes on).
 */
export function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const leave = () => reject(signal.reason);
    signal.addEventListener("abort", leave, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", leave);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener("abort", leave);
        reject(error);
      },
    );
  });
}
