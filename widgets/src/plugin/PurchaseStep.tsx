import { useId, useRef, useState } from 'react';
import { Field } from '../shared/form/Field';
import { isSafeUrl } from '@bookla/runtime/config/widget';
import { PurchaseForm } from '../shared/form/PurchaseForm';
import type { PurchaseFormData } from '../shared/form/validate';
import { emitWidgetEvent } from '../shared/events';
import type { PluginConfig, PurchaseStepProps } from './types';
import { leavePage } from '../shared/leave-page';
import { uuid } from '@bookla/runtime/client-core';
import { errorCode } from './error-code';

/**
 * The purchase step below its heading: the widget's summary, the purchase form and the purchase itself
 * (idempotency, events, the payment redirect). Loaded lazily; a new one for every chosen item (the list shown
 * between two choices removes it), so each form has its own guest client id; what the visitor typed comes from
 * the flow's draft. What it shares with the list (the error codes, the runtime's `uuid`) it imports: it comes
 * from the widget's one first-paint chunk.
 */
export function PurchaseStep<C extends PluginConfig, Item extends { id: string }>({
  parts,
  widget,
  config,
  client,
  texts,
  itemId,
  item,
  viewOf,
  host,
  navigate,
  draft,
}: PurchaseStepProps<C, Item>) {
  const [clientId] = useState(uuid);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  // One idempotency key per purchase attempt of this form.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const inFlight = useRef(false);
  // A custom-amount gift card: the amount the visitor types, its view following every valid amount.
  const choice = item && parts.amount?.(item, config);
  const [typed, setTyped] = useState<string | null>(() => draft.amounts?.[itemId] ?? null);
  const [amountRefused, setAmountRefused] = useState(false);
  const amountText = typed ?? choice?.initial ?? '';
  const amount = choice ? choice.read(amountText) : null;
  const amountId = useId();
  // While the text is no amount to buy, no price: neither the summary nor the button shows one.
  const priced = choice ? (amount === null ? null : choice.at(amount)) : item;
  const view = item && (priced ? viewOf(priced) : { ...viewOf(item), price: null });
  const priceText = priced ? parts.priceText(priced, config) : '';

  const submit = async (data: PurchaseFormData) => {
    if (inFlight.current) return;
    inFlight.current = true;
    const request = {
      ...(config.guestEnabled && data.email
        ? { client: { id: clientId, firstName: data.firstName, lastName: data.lastName, email: data.email } }
        : {}),
      ...(Object.keys(data.customFields).length ? { metaData: data.customFields } : {}),
      ...(amount !== null ? { amount } : {}),
    };
    // The same request again (double click, retry after an error) reuses its key so the server can
    // answer it without buying twice; a changed request is a new attempt.
    const body = JSON.stringify([itemId, request]);
    if (attempt.current?.body !== body) attempt.current = { body, key: uuid() };
    setSubmitting(true);
    setFailed(false);
    emitWidgetEvent(host(), 'bookla:purchase-started', { widget, itemId });
    try {
      const paymentURL = await parts.purchase(client, itemId, request, attempt.current.key);
      // The answer is untrusted: a `javascript:` paymentURL handed to location.assign would run script.
      if (paymentURL && !isSafeUrl(paymentURL)) throw new Error(`Unsafe paymentURL ${JSON.stringify(paymentURL)}`);
      emitWidgetEvent(host(), 'bookla:purchase-succeeded', { widget, itemId, ...(paymentURL ? { paymentURL } : {}) });
      if (paymentURL) (navigate ?? leavePage)(paymentURL);
    } catch (error) {
      console.error(`Bookla: ${widget} purchase failed`, error);
      setFailed(true);
      emitWidgetEvent(host(), 'bookla:purchase-failed', { widget, itemId, error: errorCode(error) });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <>
      {view && parts.summary?.(view, item!, config)}
      <PurchaseForm
        lead={
          choice ? (
            <Field id={amountId} label={texts.amountLabel!} error={amountRefused ? choice.hint : undefined} hint={choice.hint}>
              {(aria) => (
                <input
                  {...aria}
                  className="bk-input"
                  name="amount"
                  inputMode="decimal"
                  autoComplete="off"
                  value={amountText}
                  onChange={(e) => {
                    const text = e.currentTarget.value;
                    setTyped(text);
                    setAmountRefused(false);
                    draft.amounts = { ...draft.amounts, [itemId]: text };
                  }}
                />
              )}
            </Field>
          ) : null
        }
        checkLead={() => {
          setAmountRefused(!!choice && amount === null);
          return !choice || amount !== null;
        }}
        guestEnabled={config.guestEnabled}
        termsEnabled={config.termsEnabled}
        customFormFields={config.customFormFields}
        localization={config.localization}
        submitText={priceText ? `${texts.buyText} ${priceText}` : texts.buyText}
        submitting={submitting}
        error={failed ? texts.purchaseError : null}
        onSubmit={submit}
        draft={draft}
      />
    </>
  );
}
