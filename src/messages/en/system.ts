// The system errors an operator meets (a full disk, a missing permission, a file that is not there,
// a read-only disk): the whole sentence, naming the file and what to do, and the short reason that
// goes inside another sentence. Which one is said: messages/system-errors.ts.
import type { system as portuguese } from '../pt-BR/system';

export const system: typeof portuguese = {
  reasons: {
    noSpace: 'the disk is full',
    noPermission: 'no permission for this user',
    missing: 'no such file or folder',
    readOnly: 'the disk is mounted read-only',
    diskError: 'a disk read or write error',
    isFolder: 'a folder, not a file',
    notFolder: 'a part of the path is a file, not a folder',
    other: (code) => `system error ${code}`,
  },
  noSpace: (file, command) =>
    `The disk is full: ${file} could not be written. Free some space (df -h shows how much is left; delete old ` +
      `logs or files you no longer use) and run ${command} again.`,
  noPermission: (file, user, command, folder) =>
    `The user ${user} has no permission on ${file}. Run ${command} as the user who made the files (ls -ld ${folder} ` +
      `shows the owner), or give the folder to ${user}: sudo chown -R ${user} ${folder}.`,
  missing: (file, command) => `${file} does not exist (deleted or moved?). Check the path and run ${command} again.`,
  readOnly: (file, command) =>
    `${file} is on a disk mounted read-only: nothing can be written there. Run ${command} in a folder that can be ` +
      `written; if the disk turned read-only by itself it had an error: see dmesg | tail and ask whoever runs the ` +
      `server.`,
  diskError: (file) =>
    `A disk read or write error on ${file}: the disk may be failing. See dmesg | tail, keep a copy of site/ and the ` +
      `logs, and ask whoever runs the server.`,
  wrongKind: (file, reason, command) => `${file}: ${reason}. Check the path and run ${command} again.`,
  someFile: 'a file',
  unexpected: (command, detail) =>
    `${command} stopped on an unexpected error (${detail}). It is not your settings: run ${command} again; if it ` +
      `happens again, keep the lines below and ask whoever maintains the code.`,
};
