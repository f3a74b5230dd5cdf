import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AccessSources } from './access-sources';
import { AccessService } from './access.service';

/**
 * The access service: who may view, submit and see code, per scope and role, and who may manage
 * each kind of thing. It finds the scope rules, class roster and group ranks other modules mark
 * with `@AccessSource` among the application's providers.
 */
@Module({
  imports: [DiscoveryModule],
  providers: [AccessSources, AccessService],
  exports: [AccessService],
})
export class AccessModule {}
