import { BadRequestException } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { DECORATORS } from '@nestjs/swagger';
import type { Request } from 'express';

/** A route handler, as Nest gives it (ExecutionContext.getHandler). */
type Handler = Function;
const BODY_PARAMETERS = new Set([String(RouteParamtypes.BODY), String(RouteParamtypes.RAW_BODY)]);
const known = new WeakMap<Handler, boolean>();

/**
 * Whether a route takes a request body: its handler has a @Body() (or @RawBody()) parameter, or declares its body to
 * the API document with @ApiBody (an upload's form, a signed webhook's raw bytes). The same routes the document gives a
 * requestBody.
 */
export function takesBody(controller: object, handler: Handler): boolean {
  let takes = known.get(handler);
  if (takes === undefined) {
    const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler.name) ?? {}) as Record<string, unknown>;
    const documented = (Reflect.getMetadata(DECORATORS.API_PARAMETERS, handler) ?? []) as Array<{ in?: string }>;
    takes = Object.keys(args).some((key) => BODY_PARAMETERS.has(key.split(':')[0])) || documented.some((parameter) => parameter.in === 'body');
    known.set(handler, takes);
  }
  return takes;
}

export const noBodyHere = (fields: string[]) => `${fields.map((field) => `Unknown field "${field}"`).join('; ')} (this route takes no request body)`;

/**
 * A write to a route that takes no body, sent with one that holds fields ({"bogus": 1}, an expected_updated_at the route
 * never reads), is 400 naming them, as an unknown field of a DTO is: else the fields would be dropped without a word and
 * the write done anyway. No body, an empty one or `{}` (what clients send by default) pass. Reads (GET, HEAD) change
 * nothing and are let be.
 */
export function refuseBodyItTakesNot(req: Request, controller: object, handler: Handler): void {
  if (req.method === 'GET' || req.method === 'HEAD') return;
  const body: unknown = req.body;
  if (!body || typeof body !== 'object') return;
  const fields = Object.keys(body);
  if (fields.length && !takesBody(controller, handler)) throw new BadRequestException(noBodyHere(fields));
}
