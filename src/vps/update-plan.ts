// What `ozonteck atualizar` does, decided from what git says: nothing (the code is the newest), a
// fast-forward, or, when the operator has commits or edits of their own, their texts kept in
// site/texts.env and their commits moved aside to a backup branch first. Pure.

export interface GitState {
  /** Commits here that the release does not have (the operator's own). */
  ahead: number;
  /** Commits of the release not here yet. */
  behind: number;
  /** Tracked files edited and not committed. */
  dirty: readonly string[];
}

export type UpdatePlan =
  | { kind: 'current' }
  | { kind: 'fast-forward' }
  /** The operator's commits or edits are set aside (their texts kept) before the fast-forward. */
  | { kind: 'set-aside'; commits: number; dirty: readonly string[]; behind: number };

export function planUpdate(state: GitState): UpdatePlan {
  if (state.ahead === 0 && state.behind === 0) return { kind: 'current' };
  if (state.ahead === 0 && state.dirty.length === 0) return { kind: 'fast-forward' };
  return { kind: 'set-aside', commits: state.ahead, dirty: state.dirty, behind: state.behind };
}

/** After the new build: what brings the site back when the new server does not answer. */
export type Recovery = 'none' | 'code' | 'code-and-build';

export function recoveryFor(built: boolean, answers: boolean): Recovery {
  if (!built) return 'code';
  return answers ? 'none' : 'code-and-build';
}

/** The backup branch's name: the operator's work of that day, never overwritten. */
export const backupBranch = (now: Date, taken: readonly string[]): string => {
  const base = `meus-textos-${now.toISOString().slice(0, 10)}`;
  let name = base;
  for (let n = 2; taken.includes(name); n++) name = `${base}-${n}`;
  return name;
};
