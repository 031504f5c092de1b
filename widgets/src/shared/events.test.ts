import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { emitWidgetEvent, type WidgetEventMap } from './events';

describe('emitWidgetEvent', () => {
  it('dispatches a bubbling, composed CustomEvent with the detail', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const seen: CustomEvent[] = [];
    document.addEventListener('bookla:step-change', (e) => seen.push(e as CustomEvent), { once: true });
    emitWidgetEvent(host, 'bookla:step-change', { widget: 'subscription', step: 'purchase' });
    expect(seen).toHaveLength(1);
    expect(seen[0].detail).toEqual({ widget: 'subscription', step: 'purchase' });
    expect(seen[0].bubbles).toBe(true);
    expect(seen[0].composed).toBe(true);
    host.remove();
  });

  it('crosses a shadow root boundary', () => {
    const outer = document.createElement('div');
    document.body.append(outer);
    const inner = document.createElement('div');
    outer.attachShadow({ mode: 'open' }).append(inner);
    const listener = vi.fn();
    outer.addEventListener('bookla:ready', listener);
    emitWidgetEvent(inner, 'bookla:ready', { widget: 'giftcard' });
    expect(listener).toHaveBeenCalledTimes(1);
    outer.remove();
  });

  it('never throws when a host listener throws, and logs it', () => {
    const host = document.createElement('div');
    host.addEventListener('bookla:purchase-failed', () => {
      throw new Error('host bug');
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const detail: WidgetEventMap['bookla:purchase-failed'] = { widget: 'giftcard', itemId: 'x', error: 'API_ERROR' };
    expect(() => emitWidgetEvent(host, 'bookla:purchase-failed', detail)).not.toThrow();
    log.mockRestore();
  });

  it('does nothing without a host', () => {
    expect(() => emitWidgetEvent(null, 'bookla:ready', { widget: 'booking' })).not.toThrow();
  });
});

describe('WidgetEventMap', () => {
  it('locks the event names and payloads', () => {
    expectTypeOf<keyof WidgetEventMap>().toEqualTypeOf<
      | 'bookla:ready'
      | 'bookla:step-change'
      | 'bookla:booking-confirmed'
      | 'bookla:booking-pending'
      | 'bookla:booking-failed'
      | 'bookla:purchase-started'
      | 'bookla:purchase-succeeded'
      | 'bookla:purchase-failed'
      | 'bookla:error'
    >();
    expectTypeOf<WidgetEventMap['bookla:purchase-succeeded']>().toEqualTypeOf<{
      widget: 'subscription' | 'giftcard';
      itemId: string;
      paymentURL?: string;
      error?: string;
    }>();
    expectTypeOf<WidgetEventMap['bookla:booking-confirmed']>().toEqualTypeOf<{
      bookingId?: string;
      serviceId: string;
      startTime: string;
      status?: string;
      error?: string;
    }>();
    // @ts-expect-error: a wrong payload does not compile
    emitWidgetEvent(null, 'bookla:step-change', { widget: 'subscription' });
  });
});
