import { applyDecorators, HttpCode, Post } from '@nestjs/common';

/** A POST route; it answers 200 as every HOJ route does, never Nest's 201. */
export const PostOk = (path?: string) => applyDecorators(Post(path), HttpCode(200));
