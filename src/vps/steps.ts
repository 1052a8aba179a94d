// How the install (and update, uninstall) walks its steps and says each one: done, already right
// (running it again changes nothing), or failed, with what failed, what was left as it was and
// what to do; a failed step stops the walk, the steps after it untouched.
import { messages } from '../messages/catalogue';

export type StepOutcome = 'changed' | 'unchanged';

export interface Step {
  title: string;
  run(): StepOutcome | Promise<StepOutcome>;
}

/** A step that cannot go on: its words are the operator's. */
export class StepFailed extends Error {
  override name = 'StepFailed';
  constructor(
    readonly what: string,
    readonly leftAsIs: string,
    readonly todo: string,
  ) {
    super(what);
  }
}

export const stepLine = (title: string, outcome: StepOutcome): string =>
  `✓ ${title}: ${outcome === 'changed' ? messages().vps.steps.done : messages().vps.steps.alreadyRight}`;

export function failureLines(title: string, failure: StepFailed): string[] {
  const said = messages().vps.steps;
  return [`✗ ${title}: ${failure.what}`, `  ${said.leftAsIs(failure.leftAsIs)}`, `  ${said.todo(failure.todo)}`];
}

/** Runs the steps in order; false once one failed (its lines printed), true when all went. */
export async function walkSteps(steps: readonly Step[], print: (line: string) => void = console.log): Promise<boolean> {
  for (const step of steps) {
    try {
      print(stepLine(step.title, await step.run()));
    } catch (error) {
      if (!(error instanceof StepFailed)) throw error;
      for (const line of failureLines(step.title, error)) print(line);
      return false;
    }
  }
  return true;
}
