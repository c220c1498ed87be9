import { invalidRequest, missingParam, resourceMissing } from './api-error.js';
import type { FormObject } from './form-body.js';
import { newId, type CheckoutSessionObject, type LineItemObject } from './objects.js';
import {
  optionalArray,
  optionalInteger,
  optionalObject,
  optionalString,
  optionalUrl,
  readMetadata,
  requiredString,
} from './params.js';

/**
 * Builds a Checkout Session from `POST /v1/checkout/sessions` parameters, rejecting what Stripe
 * would reject, so a product bug fails locally with the same error it would get in production.
 * Only `mode=payment` with inline `price_data` is modelled: that is what the product sends.
 */
export interface NewCheckoutSession {
  session: CheckoutSessionObject;
  lineItems: LineItemObject[];
  paymentIntentMetadata: Record<string, string>;
}

const MODES = ['payment', 'setup', 'subscription'];
const HOSTED_UI_MODES = ['hosted', 'hosted_page'];
// Stripe rejects an expires_at outside 30 minutes .. 24 hours after creation.
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;
// Stripe's minimum charge amounts for the currencies this project might use.
const MINIMUM_AMOUNTS: Record<string, number> = { eur: 50, usd: 50, gbp: 30, chf: 50 };

function readLineItem(value: FormObject, index: number, nowSeconds: number): LineItemObject {
  const at = `line_items[${index}]`;
  const price = optionalString(value['price'], `${at}[price]`);
  // Prices live in the Stripe dashboard, which the stand-in has none of.
  if (price !== undefined) throw resourceMissing('price', price, `${at}[price]`);
  if (value['price_data'] === undefined) {
    throw invalidRequest(`You must specify either \`price\` or \`price_data\` for ${at}.`, at);
  }
  const priceData = optionalObject(value['price_data'], `${at}[price_data]`);
  const currency = requiredString(priceData['currency'], `${at}[price_data][currency]`);
  if (!/^[a-zA-Z]{3}$/.test(currency)) {
    throw invalidRequest(`Invalid currency: ${currency}`, `${at}[price_data][currency]`);
  }
  const unitAmount = optionalInteger(priceData['unit_amount'], `${at}[price_data][unit_amount]`, 0);
  if (unitAmount === undefined) throw missingParam(`${at}[price_data][unit_amount]`);
  const productData = optionalObject(priceData['product_data'], `${at}[price_data][product_data]`);
  const name = requiredString(productData['name'], `${at}[price_data][product_data][name]`);
  const quantity = optionalInteger(value['quantity'], `${at}[quantity]`, 1);
  if (quantity === undefined) throw missingParam(`${at}[quantity]`);
  const amount = unitAmount * quantity;
  return {
    id: newId('li'),
    object: 'item',
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: currency.toLowerCase(),
    description: name,
    metadata: {},
    quantity,
    price: {
      id: newId('price'),
      object: 'price',
      // Prices created inline through price_data are inactive, as on Stripe.
      active: false,
      billing_scheme: 'per_unit',
      created: nowSeconds,
      currency: currency.toLowerCase(),
      livemode: false,
      metadata: {},
      nickname: null,
      product: newId('prod'),
      type: 'one_time',
      unit_amount: unitAmount,
    },
  };
}

function readLineItems(params: FormObject, nowSeconds: number): LineItemObject[] {
  const raw = optionalArray(params['line_items'], 'line_items');
  if (raw.length === 0) throw missingParam('line_items');
  const items = raw.map((value, index) =>
    readLineItem(optionalObject(value, `line_items[${index}]`), index, nowSeconds),
  );
  const currencies = new Set(items.map((item) => item.currency));
  if (currencies.size > 1) {
    throw invalidRequest('All line items must use the same currency.', 'line_items');
  }
  return items;
}

function readExpiresAt(params: FormObject, nowSeconds: number): number {
  const expiresAt = optionalInteger(params['expires_at'], 'expires_at', 0);
  if (expiresAt === undefined) return nowSeconds + MAX_EXPIRY_SECONDS;
  if (expiresAt < nowSeconds + MIN_EXPIRY_SECONDS) {
    throw invalidRequest(
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      'expires_at',
    );
  }
  if (expiresAt > nowSeconds + MAX_EXPIRY_SECONDS) {
    throw invalidRequest(
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      'expires_at',
    );
  }
  return expiresAt;
}

function readEmail(params: FormObject): string | null {
  const email = optionalString(params['customer_email'], 'customer_email');
  if (email === undefined) return null;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw invalidRequest(`Invalid email address: ${email}`, 'customer_email', 'email_invalid');
  }
  return email;
}

export function createCheckoutSession(
  params: FormObject,
  baseUrl: string,
  nowSeconds: number,
): NewCheckoutSession {
  const mode = requiredString(params['mode'], 'mode');
  if (!MODES.includes(mode)) {
    throw invalidRequest('Invalid mode: must be one of payment, setup, or subscription', 'mode');
  }
  if (mode !== 'payment') {
    throw invalidRequest(`The Stripe stand-in only models mode=payment, not ${mode}.`, 'mode');
  }
  const uiMode = optionalString(params['ui_mode'], 'ui_mode') ?? 'hosted_page';
  if (!HOSTED_UI_MODES.includes(uiMode)) {
    throw invalidRequest(
      `The Stripe stand-in only models the hosted page, not ${uiMode}.`,
      'ui_mode',
    );
  }
  const successUrl = optionalUrl(params['success_url'], 'success_url');
  if (successUrl === undefined) throw missingParam('success_url');
  const cancelUrl = optionalUrl(params['cancel_url'], 'cancel_url') ?? null;
  const clientReferenceId = optionalString(params['client_reference_id'], 'client_reference_id');
  if (clientReferenceId !== undefined && clientReferenceId.length > 200) {
    throw invalidRequest(
      'client_reference_id can have up to 200 characters.',
      'client_reference_id',
    );
  }
  const lineItems = readLineItems(params, nowSeconds);
  const currency = lineItems[0]?.currency ?? 'eur';
  const amount = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  const minimum = MINIMUM_AMOUNTS[currency];
  if (minimum !== undefined && amount < minimum) {
    throw invalidRequest(
      `The Checkout Session's total amount due must add up to at least ${minimum} (in the smallest ${currency} unit).`,
      'line_items',
    );
  }
  // API 2026-09-30 replaced `payment_method_types` with `allowed_payment_method_types` on create.
  const paymentMethodTypes = optionalArray(
    params['allowed_payment_method_types'],
    'allowed_payment_method_types',
  ).map((type, i) => requiredString(type, `allowed_payment_method_types[${i}]`));
  const paymentIntentData = optionalObject(params['payment_intent_data'], 'payment_intent_data');
  const id = newId('cs_test', 58);
  return {
    lineItems,
    paymentIntentMetadata: readMetadata(
      paymentIntentData['metadata'],
      'payment_intent_data[metadata]',
    ),
    session: {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: cancelUrl,
      client_reference_id: clientReferenceId ?? null,
      created: nowSeconds,
      currency,
      customer: null,
      customer_details: null,
      customer_email: readEmail(params),
      expires_at: readExpiresAt(params, nowSeconds),
      livemode: false,
      locale: optionalString(params['locale'], 'locale') ?? null,
      metadata: readMetadata(params['metadata'], 'metadata'),
      mode,
      payment_intent: null,
      payment_method_types: paymentMethodTypes.length > 0 ? paymentMethodTypes : ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      ui_mode: uiMode,
      url: `${baseUrl}/checkout/${id}`,
    },
  };
}
