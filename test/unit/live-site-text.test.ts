// What the server's "reloaded" line says to the operator: the build named by its folder in
// .dist-builds/ (as npm run status lists it) and when it was made on the operator's clock (TZ, else
// Brasília's), never a UTC stamp such as 2026-11-22T11:50:03.123Z; the stamp stays in the line's
// fields, for tools.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useLanguage } from '../../src/messages/language';
import { createLogger } from '../../src/server/process/log';
import { createLiveSite } from '../../src/server/site/live-site';
import type { Site } from '../../src/server/site/load-site';

const siteOf = (name: string, builtAt: string) =>
  ({ buildDir: `/srv/ozonteck/.dist-builds/${name}`, builtAt, settings: { sponsor: 'maria.souza' }, demoDefaultsUsed: [] }) as unknown as Site;

test('the reloaded line names the build as status does, made at 08:50 in Brasília, not 11:50 UTC', () => {
  useLanguage('pt-BR');
  const tz = process.env.TZ;
  delete process.env.TZ;
  try {
    const lines: Array<Record<string, unknown>> = [];
    const log = createLogger((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    const next = siteOf('20261122T115003123Z-1a2b', '2026-11-22T11:50:03.123Z');
    const live = createLiveSite('/srv/ozonteck/dist', siteOf('20261121T100000000Z-0001', '2026-11-21T10:00:00.000Z'), () => () => {}, log, () => next);
    assert.ok(live.reload());
    assert.is(lines[0]!.text, 'Recarregado: o build 20261122T115003123Z-1a2b, feito em 22/11/2026 08:50, está no ar.');
    assert.is((lines[0]!.after as { build: string }).build, '2026-11-22T11:50:03.123Z', 'the stamp stays in the fields');
    process.env.TZ = 'UTC';
    assert.ok(live.reload());
    assert.match(String(lines[1]!.text), /feito em 22\/11\/2026 11:50,/);
  } finally {
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  }
});

test.run();
