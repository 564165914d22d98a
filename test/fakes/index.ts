export {
  startFakeOpenAI,
  type FakeOpenAI,
  type FakeOpenAIOptions,
  type FakeOpenAIBehaviour,
  type FakeOpenAIResponder,
  type ChatCompletionRequestBody,
} from './fake-openai.js';
export {
  startFakePexels,
  type FakePexels,
  type FakePexelsOptions,
  type FakePexelsBehaviour,
  type PexelsPhoto,
  type PexelsSearchResponse,
} from './fake-pexels.js';
export type { RecordedRequest } from './http-harness.js';
export {
  generateFromSchema,
  parseWordTarget,
  countWords,
  type JsonSchema,
  type JsonSchemaObject,
  type GenerateOptions,
} from './json-from-schema.js';
export { checkAgainstSchema, strictSchemaProblems } from './schema-check.js';
export { solidJpeg } from './tiny-jpeg.js';
export { startFakeSmtp, tokenFrom, type FakeSmtp, type FakeSmtpOptions, type ReceivedMail } from './fake-smtp.js';
export { startFakeEdge, type FakeEdge, type EdgePurge } from './fake-edge.js';
export { startFakeStripe, parseForm, type FakeStripe, type FakeStripeOptions, type FakeSubscription } from './fake-stripe.js';
