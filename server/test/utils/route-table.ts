import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** One route the application declares: verb, full path, and what access metadata reads from. */
export interface DeclaredRoute {
  method: string;
  url: string;
  /** The handler and its controller class, the targets of `Reflector.getAllAndOverride`. */
  targets: [object, object];
}

/** Every route of every controller, read from Nest's metadata (not from the HTTP router). */
export function declaredRoutes(app: NestFastifyApplication): DeclaredRoute[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const routes: DeclaredRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const instance = wrapper.instance as object | undefined;
    if (!instance) continue;
    const prototype = Object.getPrototypeOf(instance) as object;
    const controllerPath = String(Reflect.getMetadata(PATH_METADATA, wrapper.metatype as object) ?? '');
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = (prototype as Record<string, unknown>)[name] as object;
      const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
      if (path === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const url = `/${[controllerPath, path].filter((part) => part && part !== '/').join('/')}`;
      routes.push({ method, url, targets: [handler, wrapper.metatype as object] });
    }
  }
  return routes;
}
