import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Audited } from '../../../infrastructure/audit/audited.js';
import { GenerateCommand, GenerationRunner } from '../generation-runner.js';
import type { GenerationView } from '../generation-view.js';
import { GenerateContentPackage } from '../jobs/generate-content.job.js';
import { GetGenerationQuery } from '../queries/generations.queries.js';

@Audited({ storedByJob: true, action: 'generation.generate', kind: 'generation', details: (c: GenerateContentCommand) => ({ topic: c.topic }) })
export class GenerateContentCommand extends GenerateCommand {}

/** Generates a generator / Apple News+ package through the `generation` queue and answers with it. */
@CommandHandler(GenerateContentCommand)
export class GenerateContentHandler implements ICommandHandler<GenerateContentCommand, GenerationView> {
  constructor(private readonly runner: GenerationRunner, private readonly queries: QueryBus) {}

  execute(command: GenerateContentCommand): Promise<GenerationView> {
    return this.runner.generate(GenerateContentPackage, command, command.editorialTheme, (id) =>
      this.queries.execute<GetGenerationQuery, GenerationView>(new GetGenerationQuery(id)),
    );
  }
}
