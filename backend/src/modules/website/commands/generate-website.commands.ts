import { BadRequestException } from '@nestjs/common';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { Audited } from '../../../infrastructure/audit/audited.js';
import type { AuthUser } from '../../../infrastructure/http/access.js';
import type { EditorialTheme } from '../../content/index.js';
import { GenerationRunner } from '../../content/index.js';
import { parseTheme, unknownTheme } from '../../premium/index.js';
import { GENERATE_WEBSITE_JOB } from '../jobs/generate-website.job.js';
import { GetWebsiteContentQuery } from '../queries/website.queries.js';
import type { WebsiteContentView } from '../website-content-view.js';

@Audited({ storedByJob: true, action: 'website.generate', kind: 'website', details: (c: GenerateWebsiteCommand) => ({ topic: c.topic }) })
export class GenerateWebsiteCommand {
  constructor(
    public readonly user: AuthUser,
    public readonly topic: string,
    public readonly customPrompt: string | undefined,
    public readonly editorialWeek: number | undefined,
    public readonly editorialTheme: string | undefined,
    public readonly requestId: string | undefined,
  ) {}
}

/** Generates a website article through the `generation` queue and answers with the stored draft. */
@CommandHandler(GenerateWebsiteCommand)
export class GenerateWebsiteHandler implements ICommandHandler<GenerateWebsiteCommand, WebsiteContentView> {
  constructor(private readonly runner: GenerationRunner, private readonly queries: QueryBus) {}

  async execute(command: GenerateWebsiteCommand): Promise<WebsiteContentView> {
    let theme: EditorialTheme | undefined;
    if (command.editorialTheme !== undefined) {
      theme = parseTheme(command.editorialTheme);
      if (!theme) throw new BadRequestException(unknownTheme(command.editorialTheme));
    }
    return this.runner.run({
      jobName: GENERATE_WEBSITE_JOB,
      requestId: command.requestId,
      data: { topic: command.topic, customPrompt: command.customPrompt, editorialWeek: command.editorialWeek, editorialTheme: theme, userId: command.user.id },
      view: (id) => this.queries.execute<GetWebsiteContentQuery, WebsiteContentView>(new GetWebsiteContentQuery(String(id), command.user)),
    });
  }
}
