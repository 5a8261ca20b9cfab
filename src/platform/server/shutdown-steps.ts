type Step = () => Promise<void> | void;

/**
 * Work to finish before the process exits on SIGTERM (the mail being sent, the jobs' current rounds), kept on
 * globalThis: the jobs start inside Next's bundles, the shutdown runs in the HTTP server around them.
 */
const steps = ((globalThis as { __shopShutdownSteps?: Step[] }).__shopShutdownSteps ??= []);

export function beforeShutdown(step: Step): void {
  steps.push(step);
}

/** Runs every step at once and settles when all have; a failing step does not hold up the others. */
export async function runShutdownSteps(): Promise<void> {
  await Promise.allSettled(steps.splice(0).map(async (step) => step()));
}
