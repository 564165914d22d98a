import { NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GenerationProgressTracker, type GenerationProgress } from '../generation-progress.js';

export class GetGenerationProgressQuery {
  constructor(public readonly requestId: string) {}
}

@QueryHandler(GetGenerationProgressQuery)
export class GetGenerationProgressHandler implements IQueryHandler<GetGenerationProgressQuery, GenerationProgress> {
  constructor(private readonly tracker: GenerationProgressTracker) {}

  async execute({ requestId }: GetGenerationProgressQuery): Promise<GenerationProgress> {
    let progress: GenerationProgress | undefined;
    try {
      progress = await this.tracker.get(requestId);
    } catch {
      throw new ServiceUnavailableException('Generation progress is unavailable for a moment (the queue store does not answer). Please try again shortly.');
    }
    if (!progress) throw new NotFoundException('No generation with this requestId is known (not started yet, or finished more than 15 minutes ago).');
    return progress;
  }
}
