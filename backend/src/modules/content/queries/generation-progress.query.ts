import { NotFoundException } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GenerationProgressTracker, type GenerationProgress } from '../generation-progress.js';

export class GetGenerationProgressQuery {
  constructor(public readonly requestId: string) {}
}

@QueryHandler(GetGenerationProgressQuery)
export class GetGenerationProgressHandler implements IQueryHandler<GetGenerationProgressQuery, GenerationProgress> {
  constructor(private readonly tracker: GenerationProgressTracker) {}

  async execute({ requestId }: GetGenerationProgressQuery): Promise<GenerationProgress> {
    const progress = this.tracker.get(requestId);
    if (!progress) throw new NotFoundException('No generation with this requestId is known to this server (not started yet, or finished more than 15 minutes ago).');
    return progress;
  }
}
