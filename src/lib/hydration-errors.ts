/** React's recoverable errors (a hydration mismatch above all) are never silent, even in production builds. */
export function reportRecoverableError(error: unknown, info: { componentStack?: string }): void {
  console.error('Recoverable error during hydration', error, info.componentStack);
}
