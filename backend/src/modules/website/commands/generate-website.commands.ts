import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Audited } from '../../../infrastructure/audit/audited.js';
import { GenerateCommand, GenerationRunner } from '../../content/index.js';
import { requireTheme } from '../../premium/index.js';
import { GenerateWebsiteArticle } from '../jobs/generate-website.job.js';
import { GetWebsiteContentQuery } from '../queries/website.queries.js';
import type { WebsiteContentView } from '../website-content-view.js';

@Audited({ storedByJob: true, action: 'website.generate', kind: 'website', details: (c: GenerateWebsiteCommand) => ({ topic: c.topic }) })
export class GenerateWebsiteCommand extends GenerateCommand {}

/** Generates a website article through the `generation` queue and answers with the stored draft (unknown theme: 400). */
@CommandHandler(GenerateWebsiteCommand)
export class GenerateWebsiteHandler implements ICommandHandler<GenerateWebsiteCommand, WebsiteContentView> {
  constructor(private readonly runner: GenerationRunner, private readonly queries: QueryBus) {}

  async execute(command: GenerateWebsiteCommand): Promise<WebsiteContentView> {
    return this.runner.generate(GenerateWebsiteArticle, command, requireTheme(command.editorialTheme), (id) =>
      this.queries.execute<GetWebsiteContentQuery, WebsiteContentView>(new GetWebsiteContentQuery(String(id), command.user)),
    );
  }
}
