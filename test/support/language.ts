// The tests' language convention (test/README.md, "How the tests judge"). The operator reads
// pt-BR unless SITE_LANGUAGE says en, so:
// - a unit test that asserts English calls useLanguage('en') in its set-up;
// - each area has at least one test of the Portuguese default;
// - a child process (build, server, status, rollback, report) started by the helpers here and in
//   project-copy.ts / serve.ts gets SITE_LANGUAGE=en, written in its environment; a test
//   of the default passes `{ SITE_LANGUAGE: undefined }` to leave it unset.

/** What a child process needs from the test's own environment, and nothing else (no developer SPONSOR). */
export const childBaseEnv = () => ({ PATH: process.env.PATH!, HOME: process.env.HOME ?? '', SITE_LANGUAGE: 'en' });

/** `env` over `base`, with the names `env` sets to undefined removed (how a test unsets SITE_LANGUAGE). */
export function childEnv(base: Record<string, string>, env: Record<string, string | undefined> = {}): Record<string, string> {
  const merged: Record<string, string | undefined> = { ...base, ...env };
  return Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
