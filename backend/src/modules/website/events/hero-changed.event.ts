import { DomainEvent, EventType } from '../../../infrastructure/queue/domain-event.js';

/**
 * A hero changed: the magazine's hero article (kind 'website'; previousId: the article that was hero before, if any)
 * or a theme page's hero title and image (kind 'theme-page', with the theme page's name).
 */
@EventType('HeroChanged')
export class HeroChanged extends DomainEvent<
  { kind: 'website'; id: number | null; previousId: number | null; by: number | null } | { kind: 'theme-page'; theme: string; by: number }
> {}
