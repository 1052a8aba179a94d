// The calls to action as the build records them (src/builder/output/ping-table.ts): every id with
// its page, each well formed (a literal path segment for the server, nginx and the report). Ids
// are the table's keys, so TypeScript refuses one written twice; that one button never reuses
// another's id is checked over the built pages (test/build/calls-to-action.test.ts).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pingTable } from '../../src/builder/output/ping-table';
import { expectedCallsToAction } from '../support/test-site';

test('the table holds every call to action with the page its link is on', () => {
  assert.equal(pingTable(), expectedCallsToAction);
});

test('an id that is not <where>/<cadastro|whatsapp> in [a-z0-9-] stops the build, naming it', () => {
  const malformed = ['Hero/cadastro', 'hero/Cadastro', 'hero/telefone', 'he ro/cadastro', 'hero%2F/cadastro', '../cadastro', 'hero/cadastro/x', '-hero/cadastro', 'hero--x/cadastro', '/cadastro'];
  for (const id of malformed) {
    assert.throws(() => pingTable({ [id]: 'landing' }), (error: Error) => error.message.includes(`"${id}"`), id);
  }
  assert.equal(pingTable({ 'chat-bubble-2/whatsapp': 'bio' }), { 'chat-bubble-2/whatsapp': '/bio' });
});

test.run();
