import { applyDecorators, BadRequestException, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiBadRequestResponse, ApiQuery } from '@nestjs/swagger';
import type { Request } from 'express';
import { DetailDto } from '../../common/detail.dto';
import { localizedDetail } from '../../common/localized-detail';

/** A page of a list: `limit` rows from `offset`; both absent means the whole list. */
export interface ListPage {
  limit?: number;
  offset?: number;
}

export const LIST_PAGE_BOUNDS = { limit: { min: 1, max: 1000 }, offset: { min: 0, max: 1_000_000_000 } } as const;

/** A decimal integer within the bounds, or 400 naming the parameter (in the caller's language). */
function pageParam(query: Request['query'], name: keyof typeof LIST_PAGE_BOUNDS): number | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  const { min, max } = LIST_PAGE_BOUNDS[name];
  const value = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) throw new BadRequestException(localizedDetail('pageParamInvalid', { property: name, min, max }));
  return value;
}

/** The optional `limit` and `offset` query parameters of a list (read here, not by the DTO pipe: other parameters stay allowed). */
export const ListPageQuery = createParamDecorator((_data: unknown, ctx: ExecutionContext): ListPage => {
  const query = ctx.switchToHttp().getRequest<Request>().query ?? {};
  return { limit: pageParam(query, 'limit'), offset: pageParam(query, 'offset') };
});

/** Documents `limit` and `offset` (and their 400) for a handler that uses @ListPageQuery(). */
export const ApiListPage = () =>
  applyDecorators(
    ApiQuery({
      name: 'limit',
      required: false,
      schema: { type: 'integer', minimum: LIST_PAGE_BOUNDS.limit.min, maximum: LIST_PAGE_BOUNDS.limit.max },
      description: 'At most this many rows (with offset: a page). Without limit and offset, the whole list.',
    }),
    ApiQuery({
      name: 'offset',
      required: false,
      schema: { type: 'integer', minimum: LIST_PAGE_BOUNDS.offset.min, maximum: LIST_PAGE_BOUNDS.offset.max },
      description: 'Rows to skip first, in the list’s order. Default 0.',
    }),
    ApiBadRequestResponse({ type: DetailDto, description: '"limit must be an integer from 1 to 1000" (or offset: from 0)' }),
  );
