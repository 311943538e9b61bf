import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ValidateBy, ValidateNested } from 'class-validator';
import { type TextKey, text } from '../../common/localized-text';
import { IsRecordId, IsText, withMessage } from '../../common/validators';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES, PaymentProvider, PaymentStatus } from '../entities/payment.entity';

/** A whole number from min to max, with one message whatever is wrong. */
function IsIntegerFrom(min: number, max: number, message: TextKey): PropertyDecorator {
  const valid = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
  return ValidateBy({ name: 'isIntegerFrom', constraints: [min, max], validator: { validate: valid } }, withMessage(message));
}

/** A string of at most maxLength characters; anything else is "<name> must be a string" (name: the field with its parent). */
const IsStringOfAtMost = (maxLength: number, name: string) =>
  IsText({ maxLength, required: text('fieldMustBeString', { property: name }) });

export class CreatePaygPaymentDto {
  @ApiProperty({ type: 'integer', description: "The caller's own translation awaiting payment", example: 17 })
  @IsRecordId('translationIdInvalid')
  translationId!: number;
}

export class PaymentTaxDto {
  @ApiProperty({ description: 'Stable id of the tax line', example: 'hst-on' })
  id!: string;

  @ApiProperty({ example: 'HST (ON)' })
  displayName!: string;

  @ApiProperty({ type: 'integer', description: 'Cents', example: 115 })
  amount!: number;

  @ApiProperty({ description: 'Percent', example: 13 })
  taxRate!: number;
}

/** A payment as the wizard needs it to confirm the card. Amounts in integer cents (Stripe's convention). */
export class StripePaymentDto {
  @ApiProperty({ description: "The provider's payment intent id", example: 'pi_sbx_8f3a0c1d2e3f4a5b6c7d8e9f' })
  id!: string;

  @ApiProperty({ enum: [...PAYMENT_PROVIDERS], example: 'sandbox' })
  provider!: PaymentProvider;

  @ApiProperty({ enum: [...PAYMENT_STATUSES], example: 'requires_payment_method' })
  status!: PaymentStatus;

  @ApiProperty({ type: 'integer', description: 'Cents: subTotal + taxes', example: 1000 })
  amount!: number;

  @ApiProperty({ description: 'Lower-case ISO 4217 code (Stripe style)', example: 'cad' })
  currency!: string;

  @ApiProperty({
    description: 'Confirms the card (Stripe.js confirmCardPayment, or POST /payments/sandbox/confirm)',
    example: 'pi_sbx_8f3a…_secret_…',
  })
  clientSecret!: string;

  @ApiProperty({ type: 'integer', description: 'Cents, before taxes', example: 885 })
  subTotal!: number;

  @ApiProperty({ type: PaymentTaxDto, isArray: true })
  taxes!: PaymentTaxDto[];

  @ApiProperty({ type: 'integer', example: 17 })
  translationId!: number;

  @ApiProperty({ example: 'PT-7K3M-9QX2' })
  orderNumber!: string;
}

export class PaygPaymentAnswerDto {
  @ApiProperty({ type: StripePaymentDto })
  stripePayment!: StripePaymentDto;
}

/** GET /payments/status/{paymentId} and PUT …/status/{status}: the payment as the server holds it. */
export class PaymentStatusDto {
  @ApiProperty({ example: 'pi_sbx_8f3a0c1d2e3f4a5b6c7d8e9f' })
  id!: string;

  @ApiProperty({ enum: [...PAYMENT_STATUSES], example: 'succeeded' })
  status!: PaymentStatus;

  @ApiProperty({ type: 'integer', description: 'Cents', example: 1000 })
  amount!: number;

  @ApiProperty({ example: 'cad' })
  currency!: string;

  @ApiProperty({ type: 'integer', description: 'Cents', example: 885 })
  subTotal!: number;

  @ApiProperty({ type: PaymentTaxDto, isArray: true })
  taxes!: PaymentTaxDto[];

  @ApiProperty({ type: 'integer', example: 17 })
  translationId!: number;

  @ApiProperty({ example: 'PT-7K3M-9QX2' })
  orderNumber!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: "Why the last card attempt failed, in the user's language when known",
    example: null,
  })
  failureMessage!: string | null;
}

export class CancelPaymentAnswerDto {
  @ApiProperty({ enum: ['cancelled'], example: 'cancelled' })
  status!: 'cancelled';
}

export class SandboxCardDto {
  @ApiProperty({ description: 'Card number as typed (spaces allowed)', example: '4242 4242 4242 4242' })
  @IsStringOfAtMost(32, 'card.number')
  number!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: 12, example: 12 })
  @IsIntegerFrom(1, 12, 'cardExpMonthInvalid')
  expMonth!: number;

  @ApiProperty({ type: 'integer', description: 'Four digits (two are read as 20xx)', example: 2030 })
  @IsIntegerFrom(0, 9999, 'cardExpYearInvalid')
  expYear!: number;

  @ApiProperty({ example: '123' })
  @IsStringOfAtMost(8, 'card.cvc')
  cvc!: string;
}

/** The sandbox's stand-in for Stripe.js confirmCardPayment. */
export class SandboxConfirmDto {
  @ApiProperty({ description: 'The clientSecret of the payment (POST /translations/payg_payment)' })
  @IsStringOfAtMost(255, 'clientSecret')
  clientSecret!: string;

  // An absent or null card is validated as an empty one, so the answer names the missing fields.
  @ApiProperty({ type: SandboxCardDto })
  @ValidateNested()
  @Type(() => SandboxCardDto)
  @Transform(({ value }) => value ?? new SandboxCardDto())
  card: SandboxCardDto = new SandboxCardDto();

  @ApiProperty({ description: 'NAME ON CARD', example: 'Jane Doe' })
  @IsText({ maxLength: 255, required: text('fieldRequired', { property: 'billingName' }), nonEmpty: true })
  billingName!: string;
}

/** 402 of the sandbox confirmation: the card's failure, as Stripe.js reports it. */
export class CardErrorDto {
  @ApiProperty({ description: "The sentence to show as is, in the user's language", example: 'Your card was declined.' })
  detail!: string;

  @ApiProperty({ enum: ['card_declined', 'incorrect_number', 'expired_card', 'incorrect_cvc'], example: 'card_declined' })
  code!: string;

  @ApiProperty({ type: String, nullable: true, example: 'generic_decline' })
  declineCode!: string | null;
}

export class WebhookAnswerDto {
  @ApiProperty({ example: true })
  received!: boolean;
}
