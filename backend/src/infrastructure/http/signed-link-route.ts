import { RequestMethod, SetMetadata, type INestApplicationContext } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { Request } from 'express';

const SIGNED_LINK_KEY = 'signed-link-route';

/**
 * Marks a POST route that a signed token in its own address authorises, with no cookie and no session: the kind of
 * link a mail program calls from anywhere (RFC 8058's one-click unsubscribe). Such a route is let through
 * `sameOriginOnly` (a cross-site request there can do only what the holder of the link may do anyway, and carries
 * no one's session) and also takes a urlencoded body, which is never parsed (`acceptedBodyTypes`). Only for routes
 * whose handler reads nothing but the token and changes nothing but what the token names.
 */
export const SignedLinkRoute = () => SetMetadata(SIGNED_LINK_KEY, true);

/** Answers whether a request is for a route marked @SignedLinkRoute. */
export type RouteTest = (req: Request) => boolean;

const joined = (...parts: string[]) => `/${parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;

/**
 * The routes marked @SignedLinkRoute in the application's controllers (read once, at start), matched as Express
 * routes them: any letter case, an optional trailing slash, a `:param` as one path segment.
 */
export function signedLinkRoutes(app: INestApplicationContext): RouteTest {
  const routes: Array<{ method: string; path: RegExp }> = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const prefixes = [Reflect.getMetadata(PATH_METADATA, metatype) ?? ''].flat() as string[];
      const proto = metatype.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (typeof handler !== 'function' || !Reflect.getMetadata(SIGNED_LINK_KEY, handler)) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        for (const prefix of prefixes) {
          for (const path of [Reflect.getMetadata(PATH_METADATA, handler) ?? ''].flat() as string[]) {
            const pattern = joined(prefix, path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:[^/]+/g, '/[^/]+');
            routes.push({ method, path: new RegExp(`^${pattern}/?$`, 'i') });
          }
        }
      }
    }
  }
  return (req) => routes.some((route) => route.method === req.method && route.path.test(req.path));
}
