import { Module } from '@nestjs/common';

/** discussions: categories, posts, likes and reports */
@Module({})
export class DiscussionModule {}
