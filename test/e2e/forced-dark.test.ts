// Forced dark mode (Chrome's auto-dark theme, Samsung Internet's dark mode) would repaint the
// pages with their colours inverted: the buttons' dark labels white on yellow, green and cyan. The
// pages opt out as the browsers document it (<meta name="color-scheme" content="only light">), so
// with Chromium's auto-dark emulation on, every button paints exactly as without it. The visitor
// asked for dark themes (prefers-color-scheme: dark): auto-dark applies only then.
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openPage, phone, setUpE2E, tearDownE2E, waitForSettled, type E2EContext } from '../support/e2e';

const dark = suite<E2EContext>('forced dark mode');
dark.before(setUpE2E);
dark.after(tearDownE2E);

/** The mean difference per channel (0–255) between two screenshots of the same size. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  assert.is(left!.length, right!.length, 'the same size');
  let sum = 0;
  for (let i = 0; i < left!.length; i++) sum += Math.abs(left![i]! - right![i]!);
  return sum / left!.length;
}

const buttons: Array<[path: string, names: RegExp[]]> = [
  ['/', [/Cadastrar Agora!!/]],
  ['/bio', [/Seja um Revendedor/, /Compre Com Desconto/, /Fale Comigo/]],
];

for (const [path, names] of buttons) {
  dark(`${path}: with the browser's auto-dark theme on, the buttons paint as without it`, async (context) => {
    const { page, close } = await openPage(context, phone, { fresh: true, reducedMotion: 'reduce', colorScheme: 'dark' });
    await page.goto(context.server.url + path);
    await waitForSettled(page);
    // An emulation lasts as long as the DevTools session that set it.
    const session = await page.context().newCDPSession(page);
    for (const name of names) {
      const button = page.getByRole('link', { name }).first();
      const light = await button.screenshot({ animations: 'disabled' });
      await session.send('Emulation.setAutoDarkModeOverride', { enabled: true });
      const darkened = await button.screenshot({ animations: 'disabled' });
      await session.send('Emulation.setAutoDarkModeOverride', {});
      const difference = await meanDifference(light, darkened);
      assert.ok(difference < 2, `${path} "${name.source}": differs by ${difference.toFixed(1)} per channel under auto-dark`);
    }
    await close();
  });
}

dark.run();
