import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { AppConfig } from './config/app-config.js';
import { AppModule } from './app.module.js';
import { acceptedBodyTypes, bodyRoutes } from './infrastructure/http/body-types.js';
import { notModifiedOnlyWithETag, privateApiAnswers } from './infrastructure/http/cache-control.js';
import { HttpErrorFilter } from './infrastructure/http/error.filter.js';
import { jsonBody } from './infrastructure/http/json-body.js';
import { API_KEY_SCHEME, finishOpenApi, SESSION_SCHEME } from './infrastructure/http/openapi-finish.js';
import { refuseKeysInUrl } from './infrastructure/http/keys-in-url.js';
import { RequestShapePipe } from './infrastructure/http/request-shape.pipe.js';
import { sameOriginOnly } from './infrastructure/http/same-origin.js';
import { createValidationPipe } from './infrastructure/http/validation.js';
import { createRootLogger, logResponse, PinoLoggerService, requestSerializer } from './infrastructure/logging/logger.js';
import { inlineScriptSources } from './infrastructure/web/inline-scripts.js';
import { serveFrontend } from './infrastructure/web/spa.js';
import { watchFrontendBuild } from './infrastructure/web/build-watch.js';
import { SessionService } from './modules/auth/index.js';
import { serveUploads } from './infrastructure/storage/serve-uploads.js';
import { PublicCache } from './infrastructure/cache/public-cache.js';
import { FRONTEND_DIST } from './config/frontend-dist.js';

export function buildOpenApi(app: NestExpressApplication): OpenAPIObject {
  const options = new DocumentBuilder()
    .setTitle('Flying@50 API')
    .setDescription(
      "Magazine, editorial dashboard and members' training journal for athletes over 50. The dashboard and the members' area " +
        'use the httpOnly session cookie (__Host-f50_session over https, f50_session over plain http); other programs use an API key (Authorization: Bearer <key>) made by an ' +
        'administrator: content keys read the published magazine, staff keys also do an editor\'s work. See docs/api.md.',
    )
    .setVersion('1.0')
    .addServer('/', 'The site that serves this document')
    .addCookieAuth('f50_session', { type: 'apiKey', in: 'cookie', description: 'The session cookie set by sign-in (dashboard and members\' area): named __Host-f50_session on a site served over https, f50_session over plain http' }, SESSION_SCHEME)
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'f50_content_… or f50_staff_… (API key)', description: 'An API key made by an administrator, only in this header' },
      API_KEY_SCHEME,
    )
    .build();
  return finishOpenApi(SwaggerModule.createDocument(app, options));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, sortKeys(v)]));
  }
  return value;
}

/** The committed form of the OpenAPI document (docs/openapi.json): keys sorted, so diffs stay small. */
export function openApiJson(app: NestExpressApplication): string {
  return JSON.stringify(sortKeys(buildOpenApi(app)), null, 2) + '\n';
}

/** Creates the HTTP application (not yet listening). Used by api-process.ts, the API tests and the OpenAPI writer. */
export async function createApp(config: AppConfig, rootLogger: Logger = createRootLogger(config.logLevel)): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    logger: new PinoLoggerService(rootLogger),
    bodyParser: false,
  });
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  notModifiedOnlyWithETag(app.getHttpAdapter().getInstance());
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Photos come from Pexels over https (or from PEXELS_BASE_URL, e.g. a local test server).
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', new URL(config.pexelsBaseUrl).origin],
          styleSrc: ["'self'", "'unsafe-inline'"],
          // The site's own files, and index.html's inline scheme script by its hash (inline-scripts.ts).
          scriptSrc: ["'self'", ...inlineScriptSources(FRONTEND_DIST)],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'self'"],
          upgradeInsecureRequests: config.cookieSecure ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // Before the request log: an address carrying an API key (any path, any case) is refused; the log hides it anyway.
  app.use(refuseKeysInUrl());
  // pino-http writes its one line per request at level info; above that it would only cost every request a child logger.
  if (rootLogger.isLevelEnabled('info')) {
    app.use(
      pinoHttp({
        logger: rootLogger,
        autoLogging: { ignore: (req) => req.url === '/api/health' },
        // Keys and tokens in addresses (/newsletter/confirm?token=…) and headers (Authorization, Referer) never reach the log,
        // nor the reader's address or browser: a daily pseudonym of the address stands in for it (`client`).
        serializers: { req: requestSerializer(config.sessionSecret), res: logResponse },
      }),
    );
  }
  app.use(privateApiAnswers());
  // Answers of 1 KB and more are compressed (gzip or brotli) when the client accepts it; precompressed static files and
  // cached public reads already carry Content-Encoding and are let through at once (the filter, before any other check).
  // A request without Accept-Encoding (API clients, curl) skips the middleware: it could only add Vary.
  const compress = compression({
    threshold: 1024,
    filter: (req, res) => !res.getHeader('Content-Encoding') && compression.filter(req, res),
    brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.headers['accept-encoding']) return compress(req, res, next);
    res.setHeader('Vary', 'Accept-Encoding');
    next();
  });
  // Before any body is read: cross-site writes are 403, bodies other than JSON 415 (except multipart on the upload routes,
  // and urlencoded on the routes a signed link in their address authorises: one-click unsubscribe).
  const bodies = bodyRoutes(app);
  app.use(sameOriginOnly(config.publicUrl, bodies.signedLink));
  app.use(acceptedBodyTypes(bodies));
  // Readers without credentials asking again for a cached public read get it here, before routing (PublicCache.readersLane).
  app.use(app.get(PublicCache).readersLane());
  app.use(cookieParser());
  app.use(jsonBody());
  serveUploads(app, join(config.dataDir, 'uploads'));
  // A staff page asked without a session gets the staff sign-in's loading shell (spa.ts).
  // A bare session cookie on an https site counts only as the session lookup says (SessionService.userOfRequest).
  const sessions = app.get(SessionService);
  const hasSession = (req: Request) => sessions.maySignIn(req);
  const spaFallback = serveFrontend(app.getHttpAdapter().getInstance(), FRONTEND_DIST, hasSession);
  // A build replaced in place under this server is said in the log (the server must be restarted to serve it).
  const stopBuildWatch = watchFrontendBuild(FRONTEND_DIST);
  app.getHttpServer().once('close', stopBuildWatch);
  app.useGlobalPipes(new RequestShapePipe(), createValidationPipe());
  app.useGlobalFilters(new HttpErrorFilter(spaFallback));
  SwaggerModule.setup('api/docs', app, () => buildOpenApi(app), { jsonDocumentUrl: 'api/docs/openapi.json' });
  return app;
}
