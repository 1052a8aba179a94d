// The spec asks for the attempted path in the console, to spot broken links while testing. The
// prerendered 404 page logs it with its own tiny script (page-script.ts, no React); the app, which
// hydrates that page later, logs it in an effect only after an in-app move to an unknown path.
export function logAttemptedPath(path: string): void {
  console.error('404 Error: User attempted to access non-existent route:', path);
}
