// The user a command runs as (the build, the server, a rollback), named in a message about a
// missing permission: "o usuário www-data não tem permissão…".
import { userInfo } from 'node:os';

export function commandUser(): string {
  try {
    return userInfo().username;
  } catch {
    return `uid ${process.getuid?.() ?? '?'}`;
  }
}
