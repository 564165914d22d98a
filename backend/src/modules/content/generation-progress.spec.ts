import { afterEach, describe, expect, it } from '@jest/globals';
import { GenerationProgressTracker } from './generation-progress.js';

let tracker: GenerationProgressTracker;
afterEach(() => tracker.onApplicationShutdown());

describe('GenerationProgressTracker', () => {
  it('follows a generation through its stages and never moves back', () => {
    tracker = new GenerationProgressTracker();
    expect(tracker.start('r1')).toBe(true);
    expect(tracker.get('r1')).toMatchObject({ stage: 'queued', status: 'running', stages: ['queued', 'writing', 'images', 'checking', 'saving', 'done'] });
    tracker.update('r1', 'checking', 'Asking the model to correct: too short.');
    tracker.update('r1', 'writing');
    tracker.update('r1', 'nonsense');
    expect(tracker.get('r1')).toMatchObject({ stage: 'checking', detail: 'Asking the model to correct: too short.' });
    tracker.finish('r1', 7);
    expect(tracker.get('r1')).toMatchObject({ stage: 'done', status: 'done', generationId: 7 });
  });

  it('refuses a requestId that is still running, and records failures', () => {
    tracker = new GenerationProgressTracker();
    tracker.start('r2');
    expect(tracker.start('r2')).toBe(false);
    tracker.fail('r2', 'The AI model service failed (500)');
    expect(tracker.get('r2')).toMatchObject({ status: 'failed', error: 'The AI model service failed (500)' });
    expect(tracker.start('r2')).toBe(true);
    expect(tracker.get('unknown')).toBeUndefined();
  });
});
