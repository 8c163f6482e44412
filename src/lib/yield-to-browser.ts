/**
 * Resolves in a task of its own: work after it runs once the browser has had a turn to paint and handle input, so
 * that two pieces of work after each other are two short tasks on a slow phone, not one long one.
 */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves with `value` in a task of its own: a chunk's modules are evaluated in one task, its render in the next. */
export const afterYield = <T>(value: T) => yieldToBrowser().then(() => value);
