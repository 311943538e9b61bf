import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { hasErrors, normalisePostalCode, validateBillingAddress } from '@pt/libs/validation';
import { localizedDetail } from '../common/localized-detail';
import { bilingual, joinTexts, text } from '../common/localized-text';
import { UserAnswerDto } from './dto/user.dto';
import { UpdateBillingAddressDto } from './dto/user-input.dto';
import { User } from './entities/user.entity';
import { AppLanguage } from '../common/language';
import { PRIVACY_POLICY_VERSION, TERMS_OF_SERVICE_VERSION } from './policies.util';
import { toUserView } from './user-view';
import { UserRepository } from './user.repository';

/**
 * Changes a signed-in user makes to their own account. `user` comes from @CurrentUser() (the request's entity
 * manager; its row only: the answer's relations are loaded by `view`).
 */
@Injectable()
export class UsersService {
  constructor(private readonly users: UserRepository) {}

  private async view(user: User): Promise<UserAnswerDto> {
    return { user: toUserView(await this.users.populateView(user)) };
  }

  async updateLanguage(user: User, language: AppLanguage): Promise<UserAnswerDto> {
    user.language = language;
    await this.users.save();
    return this.view(user);
  }

  /** Records acceptance of the current privacy policy version, when and in which language. */
  async acceptPrivacyPolicy(user: User, language: AppLanguage, now = new Date()): Promise<UserAnswerDto> {
    Object.assign(user, { privacyPolicyVersion: PRIVACY_POLICY_VERSION, privacyPolicyAcceptedAt: now, privacyPolicyLanguage: language });
    await this.users.save();
    return this.view(user);
  }

  async acceptTermsOfService(user: User, language: AppLanguage, now = new Date()): Promise<UserAnswerDto> {
    Object.assign(user, { termsVersion: TERMS_OF_SERVICE_VERSION, termsAcceptedAt: now, termsLanguage: language });
    await this.users.save();
    return this.view(user);
  }

  /**
   * Sets the caller's billing address: the country must exist and the region belong to it; the fields follow the
   * shared form rules (postal code format per country); the postal code is stored upper-case and normalised.
   */
  async updateBillingAddress(user: User, input: UpdateBillingAddressDto): Promise<UserAnswerDto> {
    if (input.userId !== user.id) throw new ForbiddenException(localizedDetail('otherUserAddress'));
    const country = await this.users.findCountry(input.countryId);
    if (!country) throw new BadRequestException(localizedDetail('countryNotFound'));
    const errors = validateBillingAddress({ ...input, country: country.value });
    if (hasErrors(errors)) throw new BadRequestException(localizedDetail(joinTexts(Object.values(errors).map((key) => text(key)))));
    const region = await this.users.findRegion(country, input.region.trim().toUpperCase());
    if (!region) {
      throw new BadRequestException(
        localizedDetail('regionNotInCountry', { region: input.region.trim(), country: bilingual(country.label, country.labelFr) }),
      );
    }
    const fields = {
      street: input.street.trim(),
      city: input.city.trim(),
      region,
      country,
      postalCode: normalisePostalCode(input.postalCode, country.value),
    };
    await this.users.setBillingAddress(user, fields);
    return this.view(user);
  }
}
