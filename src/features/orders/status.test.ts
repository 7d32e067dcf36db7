import { describe, expect, it } from 'vitest';
import { canChangeAddress, isDelayed, listOf, orderStatus, shownStatus, statusTone } from './status';

describe('order statuses shown to the customer', () => {
  it('groups the internal states as the spec shows them', () => {
    expect(shownStatus('Received')).toBe('AwaitingPayment');
    expect(shownStatus('Confirmed')).toBe('Ordered');
    expect(shownStatus('ProductionStarted')).toBe('InProduction');
    expect(shownStatus('ProductionCompleted')).toBe('InProduction');
    expect(shownStatus('Dispatched')).toBe('Sent');
    expect(shownStatus('Cancelled')).toBe('Cancelled');
  });

  it('shows Cancelled red and every other status cyan', () => {
    expect(statusTone('Cancelled')).toBe('red');
    for (const s of ['AwaitingPayment', 'Ordered', 'InProduction', 'Sent'] as const)
      expect(statusTone(s)).toBe('cyan');
  });

  it('an order is as far as its least advanced product that is not cancelled', () => {
    expect(orderStatus([{ status: 'Sent' }, { status: 'InProduction' }])).toBe('InProduction');
    expect(orderStatus([{ status: 'Sent' }, { status: 'Cancelled' }])).toBe('Sent');
    expect(orderStatus([{ status: 'Cancelled' }, { status: 'Cancelled' }])).toBe('Cancelled');
  });

  it('sent and cancelled orders are history, the others in progress', () => {
    expect(listOf('Ordered')).toBe('inProgress');
    expect(listOf('Sent')).toBe('history');
    expect(listOf('Cancelled')).toBe('history');
  });
});

describe('the delivery address change', () => {
  it('is offered while every product is awaiting payment or ordered, never for a pickup point', () => {
    const ordered = [{ status: 'Ordered' as const }, { status: 'AwaitingPayment' as const }];
    expect(canChangeAddress({ deliveryType: 'Home', products: ordered })).toBe(true);
    expect(canChangeAddress({ deliveryType: 'PickupPoint', products: ordered })).toBe(false);
    expect(canChangeAddress({ deliveryType: 'Home', products: [{ status: 'InProduction' }] })).toBe(false);
  });
});

describe('Order delayed', () => {
  const today = new Date('2026-11-25T10:00:00Z');
  it('follows the service flag, or a latest day that has passed before the order was sent', () => {
    const dates = { latestDeliveryDate: '2026-11-30', isDelayed: false };
    expect(isDelayed(dates, 'InProduction', today)).toBe(false);
    expect(isDelayed({ ...dates, isDelayed: true }, 'InProduction', today)).toBe(true);
    expect(isDelayed({ ...dates, latestDeliveryDate: '2026-11-24' }, 'Ordered', today)).toBe(true);
    expect(isDelayed({ ...dates, isDelayed: true }, 'Sent', today)).toBe(false);
    expect(isDelayed(null, 'Ordered', today)).toBe(false);
  });
});
