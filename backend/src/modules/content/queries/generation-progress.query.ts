import { NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GenerationProgressTracker, type GenerationProgress } from '../generation-progress.js';

export class GetGenerationProgressQuery {
  /** starting: the caller has just sent the POST with this requestId (an id not known yet is 'starting', not 404). */
  constructor(
    public readonly requestId: string,
    public readonly starting = false,
  ) {}
}

@QueryHandler(GetGenerationProgressQuery)
export class GetGenerationProgressHandler implements IQueryHandler<GetGenerationProgressQuery, GenerationProgress> {
  constructor(private readonly tracker: GenerationProgressTracker) {}

  async execute({ requestId, starting }: GetGenerationProgressQuery): Promise<GenerationProgress> {
    let progress: GenerationProgress | undefined;
    try {
      progress = await this.tracker.get(requestId);
    } catch {
      throw new ServiceUnavailableException('Generation progress is unavailable for a moment (the queue store does not answer). Please try again shortly.');
    }
    if (!progress && starting) return this.tracker.starting(requestId);
    if (!progress) throw new NotFoundException('No generation with this requestId is known (not started yet, or finished more than 15 minutes ago).');
    return progress;
  }
}
