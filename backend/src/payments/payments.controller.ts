import { applyDecorators, Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Auth, CurrentUser, Public } from '../auth/auth.decorator';
import { DetailDto } from '../common/detail.dto';
import { User } from '../users/entities/user.entity';
import {
  CancelPaymentAnswerDto,
  CardErrorDto,
  CreatePaygPaymentDto,
  PaygPaymentAnswerDto,
  PaymentStatusDto,
  SandboxConfirmDto,
  WebhookAnswerDto,
} from './dto/payment.dto';
import { SandboxAuthenticateDto, SandboxAuthenticationErrorDto, SandboxPaymentAnswerDto } from './dto/sandbox-authentication.dto';
import { CLIENT_REPORTED_STATUSES } from './payment-status.util';
import { TranslationIdPipe } from '../translations/translation-id.pipe';
import { PaymentsService } from './payments.service';
import { SandboxPaymentsService } from './sandbox-payments.service';
import { StripeWebhookService } from './stripe-webhook.service';

/** The answers a provider failure gives on every endpoint that calls the provider. */
const ApiProviderFailures = () =>
  applyDecorators(
    ApiBadGatewayResponse({
      type: DetailDto,
      description: 'The payment provider failed ("Could not create payment. Try again later" on creation)',
    }),
    ApiServiceUnavailableResponse({ type: DetailDto, description: 'No card provider on this server (production without Stripe keys)' }),
  );

/** The wizard's payment calls under /translations (paths as the spec names them). */
@ApiTags('payments')
@Controller('translations')
export class TranslationPaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post('payg_payment')
  @Auth({ policies: true })
  @ApiOperation({
    summary: "Creates (or answers again) the card payment of the caller's translation awaiting payment",
    description:
      'Amounts in integer cents with the taxes of the billing address. Idempotent: while a payment of the translation is ' +
      'open at the same amount, the same payment is answered; a different amount (address changed) cancels it and answers a new one.',
  })
  @ApiCreatedResponse({ type: PaygPaymentAnswerDto })
  @ApiNotFoundResponse({ type: DetailDto, description: "Unknown translation or another user's" })
  @ApiConflictResponse({
    type: DetailDto,
    description: 'Already paid ("This translation is already paid."), no longer payable, or its source language still to choose',
  })
  @ApiGoneResponse({ type: DetailDto, description: 'The unpaid translation expired (24 hours after upload)' })
  @ApiUnprocessableEntityResponse({ type: DetailDto, description: 'No billing address ("Add a billing address before paying.")' })
  @ApiProviderFailures()
  createPaygPayment(@CurrentUser() user: User, @Body() body: CreatePaygPaymentDto): Promise<PaygPaymentAnswerDto> {
    return this.payments.createPaygPayment(user, body.translationId);
  }

  @Put('payment/:paymentId/status/:status')
  @Auth({ policies: true })
  @ApiOperation({
    summary: 'The browser reports what the card confirmation said; the server applies what the provider says',
    description: 'The reported word is checked (400 for an unknown one) and never trusted: the status comes from the provider.',
  })
  @ApiParam({ name: 'paymentId', description: "The provider's payment intent id" })
  @ApiParam({ name: 'status', enum: [...CLIENT_REPORTED_STATUSES] })
  @ApiOkResponse({ type: PaymentStatusDto })
  @ApiBadRequestResponse({ type: DetailDto, description: '"Unknown payment status: {status}"' })
  @ApiNotFoundResponse({ type: DetailDto, description: "Unknown payment or another user's" })
  @ApiProviderFailures()
  updatePaymentStatus(
    @CurrentUser() user: User,
    @Param('paymentId') paymentId: string,
    @Param('status') status: string,
  ): Promise<PaymentStatusDto> {
    return this.payments.reportStatus(user, paymentId, status);
  }

  @Delete(':translationId/payg-stripe-payment/:stripePaymentId')
  @Auth({ policies: true })
  @ApiOperation({ summary: 'Cancels the open payment of a translation (Back from payment, or editing the address)' })
  @ApiOkResponse({ type: CancelPaymentAnswerDto })
  @ApiNotFoundResponse({ type: DetailDto, description: "Unknown payment or another user's" })
  @ApiConflictResponse({ type: DetailDto, description: 'The payment already succeeded' })
  @ApiProviderFailures()
  cancelPaygPayment(
    @CurrentUser() user: User,
    @Param('translationId', TranslationIdPipe) translationId: number,
    @Param('stripePaymentId') stripePaymentId: string,
  ): Promise<CancelPaymentAnswerDto> {
    return this.payments.cancelPayment(user, translationId, stripePaymentId);
  }
}

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly sandbox: SandboxPaymentsService,
    private readonly webhooks: StripeWebhookService,
  ) {}

  @Get('status/:paymentId')
  @Auth({ policies: true })
  @ApiOperation({
    summary: "The caller's payment; while not final, the provider is asked and its answer applied",
    description: 'The wizard polls it (30 × 1 s) until succeeded, or payment_failed / cancelled.',
  })
  @ApiParam({ name: 'paymentId', description: "The provider's payment intent id" })
  @ApiOkResponse({ type: PaymentStatusDto })
  @ApiNotFoundResponse({ type: DetailDto, description: "Unknown payment or another user's" })
  @ApiProviderFailures()
  getPaymentStatus(@CurrentUser() user: User, @Param('paymentId') paymentId: string): Promise<PaymentStatusDto> {
    return this.payments.getStatus(user, paymentId);
  }

  @Post('sandbox/confirm')
  @HttpCode(200)
  @Auth({ policies: true })
  @ApiOperation({
    summary: "The sandbox card provider's confirmCardPayment (only when Stripe is not configured)",
    description:
      'Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds; ' +
      '4000 0025 0000 3155, 4000 0000 0000 3220 and 4000 0027 6000 3184 need 3-D Secure (answer requires_action, then ' +
      'POST /payments/sandbox/authenticate); any other Luhn-valid number succeeds. Fulfilment happens on the server.',
  })
  @ApiOkResponse({ type: SandboxPaymentAnswerDto })
  @ApiResponse({
    status: 402,
    type: CardErrorDto,
    description: "The card failed: detail in the user's language, Stripe's code and decline code",
  })
  @ApiNotFoundResponse({ type: DetailDto, description: "Stripe is configured, or the client secret matches none of the caller's payments" })
  @ApiConflictResponse({ type: DetailDto, description: 'The payment already succeeded or was cancelled' })
  confirmSandboxPayment(@CurrentUser() user: User, @Body() body: SandboxConfirmDto): Promise<SandboxPaymentAnswerDto> {
    return this.sandbox.confirm(user, body);
  }

  @Post('sandbox/authenticate')
  @HttpCode(200)
  @Auth({ policies: true })
  @ApiOperation({
    summary: "The sandbox's 3-D Secure challenge: the customer completes or fails it (only when Stripe is not configured)",
    description:
      'For a payment in requires_action (a 3-D Secure test card): complete → succeeded, fulfilled on the server; fail → ' +
      'requires_payment_method with payment_intent_authentication_failure, and another card may be tried. Repeating the ' +
      'same answer changes nothing and is answered alike.',
  })
  @ApiOkResponse({ type: SandboxPaymentAnswerDto })
  @ApiResponse({
    status: 402,
    type: SandboxAuthenticationErrorDto,
    description: "The customer failed the challenge: detail in the user's language when known",
  })
  @ApiNotFoundResponse({ type: DetailDto, description: "Stripe is configured, or the intent is none of the caller's payments" })
  @ApiConflictResponse({
    type: DetailDto,
    description: 'No challenge is open: the payment is not awaiting authentication, or it was answered otherwise',
  })
  authenticateSandboxPayment(@CurrentUser() user: User, @Body() body: SandboxAuthenticateDto): Promise<SandboxPaymentAnswerDto> {
    return this.sandbox.authenticate(user, body);
  }

  @Post('stripe/webhook')
  @Public() // Stripe has no token: the Stripe-Signature of the raw body authenticates the call.
  @HttpCode(200)
  @ApiOperation({ summary: "Stripe's webhook: the Stripe-Signature of the raw body is verified, events handled idempotently" })
  @ApiHeader({ name: 'Stripe-Signature', required: true })
  @ApiBody({ schema: { type: 'object', description: 'A Stripe event, as Stripe sends it' } })
  @ApiOkResponse({ type: WebhookAnswerDto })
  @ApiBadRequestResponse({ type: DetailDto, description: 'Missing or invalid signature ("Invalid webhook signature.")' })
  @ApiNotFoundResponse({ type: DetailDto, description: 'Stripe is not configured' })
  handleStripeWebhook(
    @Req() req: Request & { rawBody?: Buffer },
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookAnswerDto> {
    return this.webhooks.handle(req.rawBody, signature);
  }
}
