import { applyDecorators } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { ReaderArticleSummary, ReaderArticleView, StaffArticleSummary, WebsiteContentView } from './website-content-view.js';

/**
 * The public reads answer readers (anonymous, members, content API keys) in the reader's shape and staff (editors,
 * admins, staff API keys) in the staff shape, which adds the editorial fields (status, schedule, topic ...). Their
 * answers are documented as `anyOf` [reader, staff], so a client generated from the document types both. anyOf, not
 * oneOf: a staff answer carries every reader field, so it fits the reader schema too (oneOf asks for exactly one).
 * The one way to document such an answer: `ApiReaderOrStaffOk` for a route's 200, `ApiReaderOrStaffProperty` for a
 * field of an answer that holds such articles (the hero's article, a theme page's items).
 */
const SHAPES = { article: [ReaderArticleView, WebsiteContentView], summary: [ReaderArticleSummary, StaffArticleSummary] } as const;
type Shape = keyof typeof SHAPES;

const WHO_GETS_WHICH = 'Readers get the first shape, staff the second';
const either = (shape: Shape) => ({ anyOf: SHAPES[shape].map((model) => ({ $ref: getSchemaPath(model) })) });

/** A route's 200: one article (`list`: an array of them) in the reader's or the staff shape. */
export const ApiReaderOrStaffOk = (shape: Shape, list = false) =>
  applyDecorators(
    ApiExtraModels(...SHAPES.article, ...SHAPES.summary),
    ApiOkResponse({ description: WHO_GETS_WHICH, schema: list ? { type: 'array', items: either(shape) } : either(shape) }),
  );

/** A field of an answer holding one article (`nullable`) or a list of them (`list`), in the reader's or the staff shape. */
export const ApiReaderOrStaffProperty = (shape: Shape, options: { list?: boolean; nullable?: boolean } = {}) =>
  options.list
    ? ApiProperty({ type: 'array', items: either(shape), description: WHO_GETS_WHICH })
    : ApiProperty({ ...either(shape), nullable: options.nullable ?? false, description: WHO_GETS_WHICH });
