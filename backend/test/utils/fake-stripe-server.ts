import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks Stripe's REST protocol for the calls the payment side makes, so the real `stripe`
 * client can be pointed at it (STRIPE_API_BASE): form-encoded bodies with bracketed keys, Bearer secret keys,
 * Idempotency-Key replay (the same key and parameters answer the first response again, with
 * `Idempotent-Replayed: true`; other parameters answer an idempotency_error), and Stripe's JSON shapes for
 * PaymentIntents, Refunds, lists and errors.
 *
 * Routes: POST /v1/payment_intents, GET /v1/payment_intents/:id, POST /v1/payment_intents/:id/cancel,
 * POST /v1/refunds, GET /v1/refunds/:id, GET /v1/refunds?payment_intent=.
 *
 * The browser's side (Stripe.js confirming a card) is `confirm()`; `event()` builds the event Stripe would send.
 */

export type FakeCard = 'succeeds' | 'declined' | 'insufficient_funds';

export interface StripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  replayed: boolean;
  body: Record<string, unknown>;
}

type Json = Record<string, any>;

interface StoredResponse {
  fingerprint: string;
  status: number;
  body: Json;
}

const CANCELLABLE = ['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action', 'processing'];
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Parses `a[b][0]=c&d=e` into nested objects and arrays, the way Stripe reads form bodies. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: any = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {};
    });
  }
  return root;
}

export class FakeStripeServer {
  readonly intents = new Map<string, Json>();
  readonly refunds = new Map<string, Json>();
  readonly requests: StripeRequest[] = [];
  /** Status of the next refunds Stripe creates (test mode refunds usually succeed at once). */
  refundStatus: 'succeeded' | 'pending' = 'succeeded';
  private readonly idempotent = new Map<string, StoredResponse>();
  private dropResponses = 0;
  private server: Server | null = null;
  url = '';

  constructor(readonly secretKey: string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The next `n` POSTs are carried out, then their connection is cut before the answer (a lost response). */
  dropNextResponses(n = 1): void {
    this.dropResponses = n;
  }

  requestsTo(method: string, pathPrefix: string): StripeRequest[] {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix));
  }

  // ---- Stripe.js and the dashboard, for tests ---------------------------------------------------------------------

  /** What confirmCardPayment does with a test card: succeeded, or declined with last_payment_error. */
  confirm(intentId: string, card: FakeCard = 'succeeds'): Json {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    if (card === 'succeeds') {
      Object.assign(intent, { status: 'succeeded', last_payment_error: null, amount_received: intent.amount, latest_charge: id('ch') });
    } else {
      const declineCode = card === 'insufficient_funds' ? 'insufficient_funds' : 'generic_decline';
      const message = card === 'insufficient_funds' ? 'Your card has insufficient funds.' : 'Your card was declined.';
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: declineCode, message, charge: id('ch') },
      });
    }
    return structuredClone(intent);
  }

  /** A copy of the intent as it stands (events carry such snapshots). */
  intent(intentId: string): Json {
    const intent = this.intents.get(intentId);
    if (!intent) throw new Error(`no intent ${intentId}`);
    return structuredClone(intent);
  }

  /** The charge object of an intent, as charge.refunded carries it. */
  charge(intentId: string, refunded: boolean): Json {
    const intent = this.intent(intentId);
    return {
      id: intent.latest_charge ?? id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: refunded ? intent.amount : 0,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded,
      status: 'succeeded',
    };
  }

  setRefundStatus(refundId: string, status: string): Json {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`no refund ${refundId}`);
    refund.status = status;
    return structuredClone(refund);
  }

  /** An event as Stripe posts it to the webhook (sign its JSON with stripe.webhooks.generateTestHeaderString). */
  event(type: string, object: Json, eventId = id('evt')): Json {
    return {
      id: eventId,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  // ---- The HTTP side -------------------------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    const body = method === 'GET' ? Object.fromEntries(url.searchParams) : parseStripeForm(raw);
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const record: StripeRequest = { method, path: url.pathname, idempotencyKey, replayed: false, body };
    this.requests.push(record);

    const send = (status: number, json: Json, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Request-Id': id('req'),
        'Stripe-Version': '2026-10-28.endive',
        ...headers,
      });
      res.end(JSON.stringify(json));
    };

    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_***' } });
    }

    if (method === 'POST' && idempotencyKey) {
      const fingerprint = `${method} ${url.pathname} ${JSON.stringify(body)}`;
      const stored = this.idempotent.get(idempotencyKey);
      if (stored) {
        if (stored.fingerprint !== fingerprint) {
          return send(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
            },
          });
        }
        record.replayed = true;
        return send(stored.status, stored.body, { 'Idempotent-Replayed': 'true', 'Original-Request': 'req_original' });
      }
      const [status, json] = this.route(method, url, body);
      this.idempotent.set(idempotencyKey, { fingerprint, status, body: json });
      if (this.dropResponses > 0) {
        this.dropResponses--;
        req.socket.destroy(); // carried out, but the client never hears the answer
        return;
      }
      return send(status, json, { 'Idempotency-Key': idempotencyKey });
    }
    const [status, json] = this.route(method, url, body);
    send(status, json);
  }

  private route(method: string, url: URL, body: Record<string, any>): [number, Json] {
    const parts = url.pathname.split('/').filter(Boolean); // v1, resource, id, action
    if (parts[0] !== 'v1') return notFound('Unrecognized request URL');
    if (parts[1] === 'payment_intents') {
      if (method === 'POST' && parts.length === 2) return this.createIntent(body);
      const intent = this.intents.get(parts[2] ?? '');
      if (!intent) return missing('payment_intent', parts[2], 'intent');
      if (method === 'GET' && parts.length === 3) return [200, structuredClone(intent)];
      if (method === 'POST' && parts[3] === 'cancel') return this.cancelIntent(intent);
    }
    if (parts[1] === 'refunds') {
      if (method === 'POST' && parts.length === 2) return this.createRefund(body);
      if (method === 'GET' && parts.length === 2) {
        const data = [...this.refunds.values()].filter(
          (r) => !url.searchParams.get('payment_intent') || r.payment_intent === url.searchParams.get('payment_intent'),
        );
        return [200, { object: 'list', data: data.map((r) => structuredClone(r)), has_more: false, url: '/v1/refunds' }];
      }
      const refund = this.refunds.get(parts[2] ?? '');
      if (!refund) return missing('refund', parts[2], 'id');
      if (method === 'GET') return [200, structuredClone(refund)];
    }
    return notFound(`Unrecognized request URL (${method}: ${url.pathname})`);
  }

  private createIntent(body: Record<string, any>): [number, Json] {
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 50) return invalid('amount', 'Amount must be at least $0.50 cad', 'amount_too_small');
    if (typeof body.currency !== 'string' || !/^[a-z]{3}$/.test(body.currency))
      return invalid('currency', 'Invalid currency', 'parameter_invalid_string');
    const intentId = id('pi');
    const intent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: body.currency,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      description: body.description ?? null,
      metadata: body.metadata ?? {},
      payment_method_types: body.allowed_payment_method_types ?? ['card'],
      last_payment_error: null,
      latest_charge: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      created: now(),
      livemode: false,
    };
    this.intents.set(intentId, intent);
    return [200, structuredClone(intent)];
  }

  private cancelIntent(intent: Json): [number, Json] {
    if (!CANCELLABLE.includes(intent.status)) {
      return [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELLABLE.join(', ')}.`,
            payment_intent: structuredClone(intent),
          },
        },
      ];
    }
    Object.assign(intent, { status: 'canceled', canceled_at: now(), cancellation_reason: 'requested_by_customer' });
    return [200, structuredClone(intent)];
  }

  private createRefund(body: Record<string, any>): [number, Json] {
    const intent = this.intents.get(body.payment_intent);
    if (!intent) return missing('payment_intent', body.payment_intent, 'payment_intent');
    if (intent.status !== 'succeeded') {
      return invalid(
        'payment_intent',
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'charge_not_refundable',
      );
    }
    const refunded = [...this.refunds.values()].filter(
      (r) => r.payment_intent === intent.id && r.status !== 'failed' && r.status !== 'canceled',
    );
    if (refunded.length > 0) return invalid(null, `Charge ${intent.latest_charge} has already been refunded.`, 'charge_already_refunded');
    const refund = {
      id: id('re'),
      object: 'refund',
      amount: intent.amount,
      currency: intent.currency,
      charge: intent.latest_charge,
      payment_intent: intent.id,
      metadata: body.metadata ?? {},
      reason: body.reason ?? null,
      status: this.refundStatus,
      created: now(),
    };
    this.refunds.set(refund.id, refund);
    return [200, structuredClone(refund)];
  }
}

function missing(kind: string, value: unknown, param: string): [number, Json] {
  return [
    404,
    { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${String(value)}'`, param } },
  ];
}

function invalid(param: string | null, message: string, code: string): [number, Json] {
  return [400, { error: { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) } }];
}

function notFound(message: string): [number, Json] {
  return [404, { error: { type: 'invalid_request_error', message } }];
}

export async function startFakeStripe(secretKey: string): Promise<FakeStripeServer> {
  return new FakeStripeServer(secretKey).start();
}
