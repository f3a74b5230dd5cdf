import { join } from 'node:path';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { ErrorCode } from '@verdict/common';
import { AppModule } from './app.module';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import { corsOptions } from './common/http/cors-options';
import { failure } from './common/http/envelope';
import { EnvelopeInterceptor } from './common/http/envelope.interceptor';
import { securityHeaders } from './common/http/security-headers';
import { createValidationPipe } from './common/http/validation.pipe';
import { useLeanAsyncResourceBind } from './common/runtime/lean-async-resource-bind';
import { AppConfig } from './config/app-config';
import { AppMetrics } from './infra/metrics/app-metrics';
import { countSockets } from './infra/metrics/count-sockets';
import { serveMetrics } from './infra/metrics/serve-metrics';
import { REDIS_CLIENT } from './infra/redis/redis.module';
import { RedisIoAdapter } from './infra/redis/redis-io.adapter';
import { CorsIoAdapter } from './infra/socket/cors-io.adapter';
import { serveUploads } from './infra/storage/serve-uploads';
import { serveWebApp } from './infra/web/serve-web-app';
import { setPasswordHashCost } from './modules/user/password-hasher';
import type { RedisClientType } from 'redis';

/** Builds the whole application; used by main.ts and by every e2e test. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  useLeanAsyncResourceBind();
  setPasswordHashCost(config.passwordHashCost);
  const adapter = new FastifyAdapter({ trustProxy: config.trustProxy, bodyLimit: 16 * 1024 * 1024 });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  const redis = app.get<RedisClientType | null>(REDIS_CLIENT);
  let sockets: CorsIoAdapter;
  if (redis) {
    const adapter = new RedisIoAdapter(app, config.corsOrigins, redis, config.redisPrefix);
    await adapter.connect();
    sockets = adapter;
  } else {
    sockets = new CorsIoAdapter(app, config.corsOrigins);
  }
  app.useWebSocketAdapter(sockets);

  const headers = securityHeaders();
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (_request, reply, done) => {
      void reply.headers(headers);
      done();
    });
  await app.register(multipart, { limits: { fileSize: 256 * 1024 * 1024 } });
  if (config.rateLimitPerMinute > 0) {
    // Per instance and per client IP; a Fastify hook costs far less than a Nest guard per request.
    // Only API calls count: one page load fetches a score of the web app's files, and a class
    // behind one address would run out on those alone.
    await app.register(rateLimit, {
      max: config.rateLimitPerMinute,
      timeWindow: 60_000,
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: () =>
        Object.assign(new Error('Requests are too frequent, please try again later'), { statusCode: 429 }),
    });
  }
  app.enableCors(corsOptions(config.corsOrigins));
  app.useGlobalFilters(new AllExceptionsFilter());
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalInterceptors(new EnvelopeInterceptor());
  if (config.metricsToken) {
    const metrics = app.get(AppMetrics);
    serveMetrics(app.getHttpAdapter().getInstance(), metrics, config.metricsToken);
    countSockets(metrics, sockets.servers);
  }
  await registerStaticFiles(app, config);
  if (config.openApi) await setupOpenApi(app);
  await app.init();
  return app;
}

/** Uploaded files at /api/public/<folder>/ and, when built, the web app with an SPA fallback. */
async function registerStaticFiles(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  await serveUploads(fastify, join(config.dataDir, 'uploads'));
  if (!config.webDist) return;
  await serveWebApp(fastify, config.webDist, (reply) =>
    reply
      .status(404)
      .send(failure(404, 'Query error, unable to find the resource to request', ErrorCode.NOT_FOUND)),
  );
}

/** Loaded only when the docs are on: the OpenAPI builder is a hundred modules more at every start. */
async function setupOpenApi(app: NestFastifyApplication): Promise<void> {
  const { DocumentBuilder, SwaggerModule } = await import('@nestjs/swagger');
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Verdict API')
      .setDescription('HOJ-compatible online judge API. Every response is the envelope {status, msg, data}.')
      .addApiKey({ type: 'apiKey', in: 'header', name: 'Authorization' }, 'token')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document);
}
