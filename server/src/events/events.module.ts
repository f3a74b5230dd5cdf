import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus';

/** The event bus, for every module (the emitter under it is `EventEmitterModule.forRoot` in the app module). */
@Global()
@Module({
  providers: [EventBus],
  exports: [EventBus],
})
export class EventsModule {}
