import { applyDecorators, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiQuery } from '@nestjs/swagger';
import type { Request } from 'express';
import { APP_LANGUAGES } from '../common/language';
import { resolveLanguage } from '../common/language.util';

/** The caller's language for labels: `?lang=` (en|fr), else Accept-Language, else English. */
export const RequestLanguage = createParamDecorator((_data: unknown, ctx: ExecutionContext) => {
  const req = ctx.switchToHttp().getRequest<Request>();
  return resolveLanguage({ lang: req.query?.lang, acceptLanguage: req.headers['accept-language'] });
});

/** Documents the two ways to choose the language of a handler that uses @RequestLanguage(). */
export const ApiLanguage = () =>
  applyDecorators(
    ApiQuery({
      name: 'lang',
      required: false,
      enum: [...APP_LANGUAGES],
      description: 'Language of the labels; wins over Accept-Language. Default en.',
    }),
    ApiHeader({ name: 'Accept-Language', required: false, description: 'Used when lang is absent: fr gives French labels.' }),
  );
