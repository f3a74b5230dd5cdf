import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { Page } from '@verdict/common';

/** A page number that may be left out; below 1, or not a number, it becomes 1. */
export const CurrentPage = () =>
  applyDecorators(
    IsInt(),
    Transform(({ value }: { value: unknown }) => Math.max(1, Number.parseInt(String(value), 10) || 1)),
    IsOptional(),
  );

/** Page numbers below 1 become 1; limits are bounded so one request can't fetch everything. */
export class PageQueryDto {
  @CurrentPage() currentPage?: number;

  @IsOptional()
  @Transform(({ value }) => Number.parseInt(String(value), 10))
  @IsInt({ message: 'limit must be a number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(200, { message: 'limit can not exceed 200' })
  limit?: number;
}

export type { Page };

export function toPage<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, size, current, pages: size > 0 ? Math.ceil(total / size) : 0 };
}

export function pageWindow(
  query: PageQueryDto,
  defaultLimit: number,
): { current: number; size: number; skip: number } {
  const current = query.currentPage ?? 1;
  const size = query.limit ?? defaultLimit;
  return { current, size, skip: (current - 1) * size };
}
