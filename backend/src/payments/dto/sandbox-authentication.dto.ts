import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { text } from '../../common/localized-text';
import { IsText, withMessage } from '../../common/validators';
import { SANDBOX_AUTHENTICATION_OUTCOMES, SandboxAuthenticationOutcome } from '../providers/sandbox-payment.provider';

/** The sandbox's stand-in for the 3-D Secure challenge Stripe.js shows: the customer completes or fails it. */
export class SandboxAuthenticateDto {
  @ApiProperty({ description: "The payment intent in requires_action (the caller's own)", example: 'pi_sbx_8f3a0c1d2e3f4a5b6c7d8e9f' })
  @IsText({ maxLength: 255, required: text('fieldRequired', { property: 'paymentIntentId' }), nonEmpty: true })
  paymentIntentId!: string;

  @ApiProperty({ enum: [...SANDBOX_AUTHENTICATION_OUTCOMES], description: 'The button of the test challenge', example: 'complete' })
  @IsIn([...SANDBOX_AUTHENTICATION_OUTCOMES], withMessage('fieldInvalid', { property: 'outcome' }))
  outcome!: SandboxAuthenticationOutcome;
}

export class SandboxPaymentIntentDto {
  @ApiProperty({ example: 'pi_sbx_8f3a0c1d2e3f4a5b6c7d8e9f' })
  id!: string;

  @ApiProperty({
    enum: ['succeeded', 'requires_action'],
    description: 'requires_action: a 3-D Secure test card; answer the challenge with POST /payments/sandbox/authenticate',
    example: 'succeeded',
  })
  status!: string;
}

/** The answer of the sandbox's confirmation and authentication, shaped like Stripe.js's `{ paymentIntent }`. */
export class SandboxPaymentAnswerDto {
  @ApiProperty({ type: SandboxPaymentIntentDto })
  paymentIntent!: SandboxPaymentIntentDto;
}

/** 402 of a failed challenge, as Stripe.js reports it. */
export class SandboxAuthenticationErrorDto {
  @ApiProperty({
    description: "The sentence to show as is, in the user's language when known",
    example: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  })
  detail!: string;

  @ApiProperty({ enum: ['payment_intent_authentication_failure'], example: 'payment_intent_authentication_failure' })
  code!: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  declineCode!: string | null;
}
