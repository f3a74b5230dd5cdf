import { Module } from '@nestjs/common';

/** the home page's lists */
@Module({})
export class HomeModule {}
