import { ValidateBy, ValidationOptions } from 'class-validator';
import { text } from '../../common/localized-text';
import { localizedOptions } from '../../common/validators';
import type { FieldCheck } from './admin-form-rules.util';

/**
 * Validates a DTO property with a shared form rule (see admin-form-rules.util.ts): one message per field, worked out
 * again by the validation pipe in the caller's language.
 */
export function FormRule(check: FieldCheck, options?: ValidationOptions): PropertyDecorator {
  const run = (value: unknown, object: unknown) => check(value, (object ?? {}) as Record<string, unknown>);
  return ValidateBy(
    {
      name: 'formRule',
      validator: {
        validate: (value, args) => run(value, args?.object) === null,
        defaultMessage: (args) => run(args?.value, args?.object)?.render('en') ?? '',
      },
    },
    localizedOptions(({ value, object, property }) => run(value, object) ?? text('fieldInvalid', { property }), options),
  );
}
