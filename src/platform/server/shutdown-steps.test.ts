import { describe, expect, it } from 'vitest';
import { beforeShutdown, runShutdownSteps } from './shutdown-steps';

describe('shutdown steps', () => {
  it('waits for every step, also when one fails, and runs each once', async () => {
    const finished: string[] = [];
    beforeShutdown(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      finished.push('mail sent');
    });
    beforeShutdown(() => {
      throw new Error('job already stopped');
    });
    beforeShutdown(() => void finished.push('job stopped'));
    await runShutdownSteps();
    expect(finished.sort()).toEqual(['job stopped', 'mail sent']);
    await runShutdownSteps();
    expect(finished).toHaveLength(2);
  });
});
