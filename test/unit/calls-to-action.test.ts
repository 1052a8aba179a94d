// The calls to action as the build records them (src/build/output/ping-table.ts): every id once,
// well formed (a literal path segment for the server, nginx and the report), with its page.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pingTable } from '../../src/build/output/ping-table';
import { expectedCallsToAction } from '../support/test-site';

test('the table holds every call to action with the page its link is on', () => {
  assert.equal(pingTable(), expectedCallsToAction);
});

test('an id used twice stops the build, naming it', () => {
  assert.throws(
    () => pingTable([{ id: 'hero/cadastro', route: 'landing' }, { id: 'hero/cadastro', route: 'bio' }]),
    (error: Error) => error.message.includes('"hero/cadastro" is used twice'),
  );
});

test('an id that is not <where>/<cadastro|whatsapp> in [a-z0-9-] stops the build', () => {
  const malformed = ['Hero/cadastro', 'hero/Cadastro', 'hero/telefone', 'he ro/cadastro', 'hero%2F/cadastro', '../cadastro', 'hero/cadastro/x', '-hero/cadastro', 'hero--x/cadastro', '/cadastro'];
  for (const id of malformed) {
    assert.throws(() => pingTable([{ id: id as `${string}/cadastro`, route: 'landing' }]), (error: Error) => error.message.includes(`"${id}"`), id);
  }
  assert.equal(pingTable([{ id: 'chat-bubble-2/whatsapp', route: 'bio' }]), { 'chat-bubble-2/whatsapp': '/bio' });
});

test.run();
