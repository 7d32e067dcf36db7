/**
 * The delivery address and its change (account-area.md sections 4 and 7): a form (docs/architecture.md "Form":
 * checked on submit, the service's 400 on its fields, the typed values kept on failure) and a mutation that
 * re-reads the order before it says the address was changed, so only what the service confirmed shows.
 * The client states (address-change.ts) drive what shows.
 */
import { lazy, Suspense, useEffect, useReducer, useRef } from 'react';
import { NativeButton } from '@/components/ui/native-button';
import { useApi } from '@/lib/api/use-api';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useAppMutation } from '@/lib/mutations/use-app-mutation';
import { addressChangeReducer, isFormOpen } from '../address-change';
import { changeDeliveryAddress } from '../api/change-delivery-address';
import { ORDERS_QUERY_KEY, orderQueryKey } from '../api/keys';
import type { Address, Order } from '../api/order-schema';
import { canChangeAddress } from '../status';
import { AddressLines } from './address-lines';
import styles from './orders.module.css';

/** The form loads when it opens: the order's first screen shows the address and "Change address" only. */
const AddressChangeFields = lazy(() => import('./address-change-fields'));

export function AddressChange({ order }: { order: Order }) {
  const { t } = useI18n();
  const api = useApi();
  const [state, dispatch] = useReducer(addressChangeReducer, 'NotStarted');
  const changeable = canChangeAddress(order);

  const change = useAppMutation({
    mutationFn: async (address: Address) => {
      await changeDeliveryAddress({ api, code: order.code, address });
      dispatch('accepted');
    },
    // The order and the lists (the overview's, the orders pages) are read again before success shows.
    invalidates: [orderQueryKey(order.code), ORDERS_QUERY_KEY],
    progressToast: t('orders.address.saving'),
    successToast: t('orders.address.saved'),
    onMutate: () => dispatch('send'),
    onSuccess: () => dispatch('reRead'),
    onError: () => dispatch('failed'),
  });

  // The form mounts when it opens, with the order's address (a reopened form starts again from it).
  const open = () => dispatch('open');
  // Cancel puts "Change delivery address" back where the form was: the focus goes back to it, not to the page.
  const changeButton = useRef<HTMLButtonElement>(null);
  const formOpen = isFormOpen(state);
  const wasOpen = useRef(formOpen);
  useEffect(() => {
    if (wasOpen.current && !formOpen && document.activeElement === document.body)
      changeButton.current?.focus();
    wasOpen.current = formOpen;
  }, [formOpen]);

  return (
    <>
      {order.deliveryAddress ? (
        <>
          <p>{t('orders.delivery.home')}</p>
          <AddressLines address={order.deliveryAddress} />
        </>
      ) : (
        <p>{t('orders.delivery.noAddress')}</p>
      )}
      <output className={styles.meta}>
        {state === 'RequestSent' && t('orders.address.sent')}
        {state === 'SuccessfulUpdate' && t('orders.address.saved')}
      </output>
      {!formOpen && changeable && (
        <div className={styles.actions}>
          <NativeButton ref={changeButton} variant="secondary" onPress={open}>
            {t('orders.address.change')}
          </NativeButton>
        </div>
      )}
      {!changeable && order.deliveryAddress && (
        <p className={styles.meta}>{t('orders.address.notChangeable')}</p>
      )}
      {formOpen && (
        <Suspense fallback={null}>
          <AddressChangeFields
            address={order.deliveryAddress}
            onSubmit={(address) => change.mutateAsync(address)}
            onCancel={() => dispatch('cancel')}
          />
        </Suspense>
      )}
    </>
  );
}
