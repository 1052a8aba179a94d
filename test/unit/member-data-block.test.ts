// A member's page carries its config in a data block (src/app/member/member-data.ts) that the app's
// chunk reads without importing that module (src/app/boot/app.tsx): the id both use is the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { memberDataId } from '../../src/app/member/member-data';

test("the app reads the data block by the id the build gives it", () => {
  assert.is(memberDataId, 'member-page');
  const app = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'app', 'boot', 'app.tsx'), 'utf8');
  assert.ok(app.includes(`document.getElementById('${memberDataId}')`), 'src/app/boot/app.tsx reads another id');
});

test.run();
