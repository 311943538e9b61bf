import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { localizedDetail } from './localized-detail';
import { bilingual, isLocalizable, joinTexts, type Localizable, text } from './localized-text';
import type { ServerMessageKey } from './server-messages';
import { LOCALIZE_CONTEXT, type ConstraintLocalizer } from './validators';

/** French for class-validator's own constraints (their English texts are kept word for word). */
const GENERIC_CONSTRAINT_TEXTS: Record<string, ServerMessageKey> = {
  whitelistValidation: 'fieldNotAllowed',
  isInt: 'fieldMustBeInteger',
  isNumber: 'fieldMustBeNumber',
  isString: 'fieldMustBeText',
  isBoolean: 'fieldMustBeBoolean',
  isObject: 'fieldMustBeObject',
  nestedValidation: 'fieldMustBeObject',
  isArray: 'fieldMustBeArray',
  maxLength: 'fieldTooLong',
  min: 'fieldOutOfRange',
  max: 'fieldOutOfRange',
  isIn: 'fieldValueNotAllowed',
  isEnum: 'fieldValueNotAllowed',
  isDefined: 'fieldRequired',
  isNotEmpty: 'fieldRequired',
};

function constraintText(error: ValidationError, type: string, english: string): Localizable {
  const localize = (error.contexts?.[type] as Record<string, unknown> | undefined)?.[LOCALIZE_CONTEXT] as ConstraintLocalizer | undefined;
  if (typeof localize === 'function') {
    return localize({ value: error.value, object: (error.target ?? {}) as Record<string, unknown>, property: error.property });
  }
  if (isLocalizable(localize)) return localize;
  const generic = text(GENERIC_CONSTRAINT_TEXTS[type] ?? 'fieldInvalid', { property: error.property });
  return bilingual(english, generic.render('fr'));
}

function flatten(errors: ValidationError[]): Localizable[] {
  return errors.flatMap((e) => [
    ...Object.entries(e.constraints ?? {}).map(([type, english]) => constraintText(e, type, english)),
    ...flatten(e.children ?? []),
  ]);
}

/**
 * DTO validation at the edge: unknown fields refused, values converted, every message in one detail, in the
 * caller's language (the exception filter renders it; see localized-detail.ts). The errors keep their target and
 * value so a rule's message can be worked out again in French.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: true, value: true },
    exceptionFactory: (errors) => new BadRequestException(localizedDetail(joinTexts(flatten(errors)))),
  });
}
