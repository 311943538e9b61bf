import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';
import { localizedDetail } from './localized-detail';
import { contentRange, ListQueryError } from './ra-list.util';

/** The Content-Range header of a react-admin list answer, for @ApiOkResponse({ headers }). */
export const CONTENT_RANGE_HEADER = {
  'Content-Range': { description: 'resource start-end/total, e.g. "organizations 0-24/57"', schema: { type: 'string' } },
};

/** One page of a react-admin list: the records, and what the Content-Range header says. */
export interface ListPage<T> {
  resource: string;
  items: T[];
  offset: number;
  total: number;
}

/** Runs a list-query parser, turning its error into a 400 {detail}. */
export function listQuery<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    if (err instanceof ListQueryError) throw new BadRequestException(localizedDetail(err.text));
    throw err;
  }
}

/** Sets Content-Range (readable by the browser, for ra-data-simple-rest) and answers the page's records. */
export function sendListPage<T>(res: Response, page: ListPage<T>): T[] {
  res.setHeader('Content-Range', contentRange(page.resource, page.offset, page.items.length, page.total));
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
  return page.items;
}
