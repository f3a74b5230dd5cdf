import { Module } from '@nestjs/common';
import { AccessService } from './access.service';

/** The access service: who may view, submit and see code, per scope and role. */
@Module({
  providers: [AccessService],
  exports: [AccessService],
})
export class AccessModule {}
