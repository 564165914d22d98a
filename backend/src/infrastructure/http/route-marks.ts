import type { INestApplicationContext } from '@nestjs/common';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { Request } from 'express';

/** Answers whether a request is for one of a set of routes, before Express has routed it. */
export type RouteTest = (req: Request) => boolean;

const joined = (...parts: string[]) => `/${parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;

/**
 * The routes whose handler carries the metadata `key` (a route decorator's SetMetadata) in the application's
 * controllers, read once at start, matched as Express routes them: any letter case, an optional trailing slash, a
 * `:param` as one path segment. For middleware that must know a route's mark before routing (before the body is read).
 */
export function routesMarked(app: INestApplicationContext, key: string): RouteTest {
  const routes: Array<{ method: string; path: RegExp }> = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      const prefixes = [Reflect.getMetadata(PATH_METADATA, metatype) ?? ''].flat() as string[];
      const proto = metatype.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (typeof handler !== 'function' || !Reflect.getMetadata(key, handler)) continue;
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
