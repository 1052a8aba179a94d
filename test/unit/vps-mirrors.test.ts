// The VPS harness builds its Debian root from the mirrors apt already uses on the host: read from
// both source-file formats, Debian's `main` only, the first one winning, deb.debian.org otherwise.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mirrorsIn } from '../vps/root-cache';

const deb822 = `Types: deb
# http://snapshot.debian.org/archive/debian/20250520T000000Z
URIs: http://mirror.example.br/debian
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://security.example.br/debian-security
Suites: bookworm-security
Components: main
`;

const nodesource = `Types: deb
URIs: https://deb.nodesource.com/node_20.x
Suites: nodistro
Components: main
`;

const sourcesOnly = `Types: deb-src
URIs: http://sources.example.br/debian
Suites: bookworm
Components: main
`;

const defaults = { debian: 'http://deb.debian.org/debian', security: 'http://deb.debian.org/debian-security' };

const cases: Array<[name: string, files: string[], expected: typeof defaults]> = [
  [
    'deb822 stanzas',
    [deb822],
    { debian: 'http://mirror.example.br/debian', security: 'http://security.example.br/debian-security' },
  ],
  [
    'one-line entries with options, comments skipped',
    [
      '# deb http://old.example.br/debian bookworm main\n' +
        'deb [signed-by=/usr/share/keyrings/debian.gpg] http://one.example.br/debian bookworm main contrib\n' +
        'deb http://one.example.br/security bookworm-security main\n',
    ],
    { debian: 'http://one.example.br/debian', security: 'http://one.example.br/security' },
  ],
  [
    "a third party's `bookworm stable` is not Debian",
    ['deb https://download.example.com/linux/debian bookworm stable\n', deb822],
    { debian: 'http://mirror.example.br/debian', security: 'http://security.example.br/debian-security' },
  ],
  [
    'the first Debian source wins',
    [deb822, 'deb http://later.example.br/debian bookworm main\n'],
    { debian: 'http://mirror.example.br/debian', security: 'http://security.example.br/debian-security' },
  ],
  ['no bookworm source at all', [nodesource, sourcesOnly], defaults],
  ['no files', [], defaults],
];

for (const [name, files, expected] of cases) {
  test(`mirrors: ${name}`, () => {
    assert.equal(mirrorsIn(files), expected);
  });
}

test.run();
