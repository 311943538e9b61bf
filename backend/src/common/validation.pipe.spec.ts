import { BadRequestException } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { FormRule } from '../organisations/admin/form-rule.validator';
import { createOrganizationRules } from '../organisations/admin/admin-form-rules.util';
import type { AppLanguage } from './language';
import { localizableOf } from './localized-detail';
import { createValidationPipe } from './validation.pipe';
import { IsEmailAddress, IsText, withMessage } from './validators';

class ContactInput {
  @FormRule(createOrganizationRules.contactName)
  name!: string;

  @FormRule(createOrganizationRules.contactEmail)
  email?: string | null;

  @FormRule(createOrganizationRules.contactPhone)
  phone?: string | null;
}

class Form {
  @IsEmailAddress()
  email!: string;

  @IsText({ maxLength: 5, required: 'cityRequired' })
  city!: string;

  @IsInt(withMessage('countryRequired'))
  countryId!: number;

  @IsOptional()
  @IsString()
  @MaxLength(3)
  note?: string;

  @IsOptional()
  @ValidateNested()
  @Type(() => ContactInput)
  contact?: ContactInput;
}

const pipe = createValidationPipe();
const valid = { email: 'ada@example.com', city: 'Laval', countryId: 1 };

/** The 400's detail as the filter would send it in `lang`, and the English one every reader of the exception sees. */
async function refusal(body: Record<string, unknown>, lang: AppLanguage): Promise<{ said: string; english: string }> {
  const error = await pipe.transform(body, { type: 'body', metatype: Form }).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(BadRequestException);
  const response = (error as BadRequestException).getResponse() as { detail: string };
  return { said: localizableOf(response)!.render(lang), english: response.detail };
}

describe('createValidationPipe', () => {
  it('passes a valid body', async () => {
    await expect(pipe.transform(valid, { type: 'body', metatype: Form })).resolves.toBeInstanceOf(Form);
  });

  it("says our validators' and the catalogue's messages in French", async () => {
    expect(await refusal({ ...valid, email: 'nope', city: undefined, countryId: 'x' }, 'fr')).toEqual({
      said: 'Entrez une adresse courriel valide; La ville est obligatoire; Le pays est obligatoire',
      english: 'Enter a valid email; City is required; Country is required',
    });
    expect((await refusal({ ...valid, city: 'Montréal' }, 'fr')).said).toBe('city doit contenir au plus 5 caractères');
    expect((await refusal({ ...valid, city: 'Montréal' }, 'en')).said).toBe('city must be at most 5 characters');
  });

  it('works the shared form rules out again on nested objects, with their sibling fields', async () => {
    const res = await refusal({ ...valid, contact: { name: '', email: '', phone: '' } }, 'fr');
    expect(res.said).toBe('Le nom de la personne-ressource est obligatoire; Un courriel ou un numéro de téléphone est obligatoire');
    expect(res.english).toBe('Contact name is required; Either email or phone is required');
  });

  it("keeps class-validator's own English and gives a French sentence for its constraints", async () => {
    const res = await refusal({ ...valid, extra: 1, note: 'toolong' }, 'fr');
    expect(res.english).toBe('property extra should not exist; note must be shorter than or equal to 3 characters');
    expect(res.said).toBe("la propriété extra n'est pas permise; note est trop long");
    expect((await refusal({ ...valid, extra: 1 }, 'en')).said).toBe('property extra should not exist');
  });
});
