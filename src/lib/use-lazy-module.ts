import { useEffect, useState } from 'react';

/**
 * A module loaded on demand (a chunk no page needs for its first screen): loaded while `want` is truthy, undefined
 * until it arrives (a module loaded before arrives within the same task, before the browser paints). `failed`
 * when it could not load (offline); a new value of `want`, or a new mount, tries again. `load` must be the same
 * function on every render (declare it at module level).
 */
export function useLazyModule<T>(
  load: () => Promise<T>,
  want: unknown,
): { module: T | undefined; failed: boolean } {
  const [module, setModule] = useState<T>();
  const [failedFor, setFailedFor] = useState<{ want: unknown }>();
  useEffect(() => {
    if (!want || module) return;
    let current = true;
    load().then(
      (loaded) => current && setModule(() => loaded),
      () => current && setFailedFor({ want }),
    );
    return () => {
      current = false;
    };
  }, [load, want, module]);
  return { module, failed: !module && failedFor?.want === want };
}
