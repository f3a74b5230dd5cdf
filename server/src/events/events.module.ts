import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { EventBus } from './event-bus';
import { QueryAnswerers } from './query-answerers';

/**
 * The event bus, for every module (the emitter under it is `EventEmitterModule.forRoot` in the app
 * module); it finds the queries' answerers among the application's providers.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [EventBus, QueryAnswerers],
  exports: [EventBus],
})
export class EventsModule {}
