import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Audited } from '../../../infrastructure/audit/audited.js';
import { GenerationRunner } from '../generation-runner.js';
import type { GenerationView } from '../generation-view.js';
import { GENERATE_CONTENT_JOB } from '../jobs/generate-content.job.js';
import { GetGenerationQuery } from '../queries/generations.queries.js';

@Audited({ storedByJob: true, action: 'generation.generate', kind: 'generation', details: (c: GenerateContentCommand) => ({ topic: c.topic }) })
export class GenerateContentCommand {
  constructor(
    public readonly userId: number,
    public readonly topic: string,
    public readonly customPrompt: string | undefined,
    public readonly editorialWeek: number | undefined,
    public readonly editorialTheme: string | undefined,
    public readonly requestId: string | undefined,
  ) {}
}

/** Generates a generator / Apple News+ package through the `generation` queue and answers with it. */
@CommandHandler(GenerateContentCommand)
export class GenerateContentHandler implements ICommandHandler<GenerateContentCommand, GenerationView> {
  constructor(private readonly runner: GenerationRunner, private readonly queries: QueryBus) {}

  execute(command: GenerateContentCommand): Promise<GenerationView> {
    return this.runner.run({
      jobName: GENERATE_CONTENT_JOB,
      requestId: command.requestId,
      data: {
        topic: command.topic,
        customPrompt: command.customPrompt,
        editorialWeek: command.editorialWeek,
        editorialTheme: command.editorialTheme,
        userId: command.userId,
      },
      view: (id) => this.queries.execute<GetGenerationQuery, GenerationView>(new GetGenerationQuery(id)),
    });
  }
}
