import { ValidateBy, ValidationOptions } from 'class-validator';
import { isValidEmail } from '@pt/libs/validation';

/**
 * A well-formed e-mail address by the product's shared rule (libs isValidEmail), surrounding spaces allowed;
 * the login form's messages (spec 5): "Email is required", "Enter a valid email".
 */
export function IsEmailAddress(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmailAddress',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isValidEmail(value.trim()),
        defaultMessage: (args) =>
          typeof args?.value === 'string' && args.value.trim() !== '' ? 'Enter a valid email' : 'Email is required',
      },
    },
    options,
  );
}

/**
 * A string of at most `maxLength` characters, with one message per failure: `required` when the value is missing or
 * not a string (or empty, with nonEmpty), "<field> must be at most N characters" when too long. Otherwise blank strings
 * pass: the shared form rules (libs validation) give their own messages for those.
 */
export function IsText(params: { maxLength: number; required: string; nonEmpty?: boolean }, options?: ValidationOptions): PropertyDecorator {
  const present = (value: unknown): value is string => typeof value === 'string' && (!params.nonEmpty || value !== '');
  return ValidateBy(
    {
      name: 'isText',
      validator: {
        validate: (value: unknown) => present(value) && value.length <= params.maxLength,
        defaultMessage: (args) => (present(args?.value) ? `${args.property} must be at most ${params.maxLength} characters` : params.required),
      },
    },
    options,
  );
}
