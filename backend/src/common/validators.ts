import { ValidateBy, ValidationOptions } from 'class-validator';
import { isValidEmail } from '@pt/libs/validation';
import { asText, type Localizable, text, type TextKey, type TextOrKey, type TextParam } from './localized-text';

/** Where a constraint keeps its localizable message, in class-validator's per-constraint `context`. */
export const LOCALIZE_CONTEXT = 'localize';

/** What the validation pipe knows about a failed constraint, to say it again in the request's language. */
export interface ConstraintFailure {
  value: unknown;
  /** The object the property belongs to (the nested one for nested DTOs). */
  object: Record<string, unknown>;
  property: string;
}

export type ConstraintLocalizer = Localizable | ((failure: ConstraintFailure) => Localizable);

/** Options carrying a localizer beside class-validator's English message (read by createValidationPipe). */
export function localizedOptions(localize: ConstraintLocalizer, options?: ValidationOptions): ValidationOptions {
  return { ...options, context: { ...(options?.context as object | undefined), [LOCALIZE_CONTEXT]: localize } };
}

/**
 * The message of a standard class-validator decorator as a catalogue text: English for class-validator, the
 * caller's language in the answer. `@IsInt(withMessage('countryRequired'))`.
 */
export function withMessage(key: TextKey, params?: Record<string, TextParam>, options?: ValidationOptions): ValidationOptions {
  const localizable = text(key, params);
  return { ...localizedOptions(localizable, options), message: localizable.render('en') };
}

/** A record id: a positive integer (one message whatever is wrong). */
export function IsRecordId(message: TextKey, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isRecordId',
      validator: { validate: (value) => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 },
    },
    withMessage(message, undefined, options),
  );
}

/**
 * A well-formed e-mail address by the product's shared rule (libs isValidEmail), surrounding spaces allowed;
 * the login form's messages (spec 5): "Email is required", "Enter a valid email".
 */
export function IsEmailAddress(options?: ValidationOptions): PropertyDecorator {
  const problem = (value: unknown) => text(typeof value === 'string' && value.trim() !== '' ? 'enterValidEmail' : 'emailRequired');
  return ValidateBy(
    {
      name: 'isEmailAddress',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isValidEmail(value.trim()),
        defaultMessage: (args) => problem(args?.value).render('en'),
      },
    },
    localizedOptions(({ value }) => problem(value), options),
  );
}

/**
 * A string of at most `maxLength` characters, with one message per failure: `required` (a message key) when the value
 * is missing or not a string (or empty, with nonEmpty), "<field> must be at most N characters" when too long. Otherwise blank strings
 * pass: the shared form rules (libs validation) give their own messages for those.
 */
export function IsText(
  params: { maxLength: number; required: TextOrKey; nonEmpty?: boolean },
  options?: ValidationOptions,
): PropertyDecorator {
  const present = (value: unknown): value is string => typeof value === 'string' && (!params.nonEmpty || value !== '');
  const problem = (value: unknown, property: string) =>
    present(value) ? text('fieldAtMostChars', { property, max: params.maxLength }) : asText(params.required);
  return ValidateBy(
    {
      name: 'isText',
      validator: {
        validate: (value: unknown) => present(value) && value.length <= params.maxLength,
        defaultMessage: (args) => problem(args?.value, args?.property ?? '').render('en'),
      },
    },
    localizedOptions(({ value, property }) => problem(value, property), options),
  );
}
