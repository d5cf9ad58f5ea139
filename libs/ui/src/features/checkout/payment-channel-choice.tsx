import type { PaymentChannel, PaymentMethod } from '@storefront/domain';
import { PAYMENT_CHANNEL_NAMES } from '@storefront/domain';
import { Alert, Button, RadioGroup } from '@storefront/ui-kit';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

export interface PaymentChannelChoiceProps {
  readonly method: PaymentMethod;
  /** The market's banks or e-wallets for the method, as the gateway answers them. */
  readonly channels: readonly PaymentChannel[];
  /** The one the open payment uses, preselected when the buyer comes to change it. */
  readonly current: PaymentChannel | null;
  readonly busy: boolean;
  readonly onChoose: (channel: PaymentChannel) => void;
}

/**
 * The bank of a virtual account or transfer, or the e-wallet, the buyer pays through: the
 * market's channels (decision 281), shown by their brand names. Nothing is asked of the payment
 * provider until the buyer confirms one.
 */
export function PaymentChannelChoice({
  method,
  channels,
  current,
  busy,
  onChoose,
}: PaymentChannelChoiceProps) {
  const [picked, setPicked] = useState<PaymentChannel | undefined>(current ?? undefined);
  const wallet = method === 'ewallet';
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (picked) onChoose(picked);
      }}
    >
      <RadioGroup<PaymentChannel>
        legend={
          <FormattedMessage id={wallet ? 'checkout.pay.chooseWallet' : 'checkout.pay.chooseBank'} />
        }
        name="payment_channel"
        layout="cards"
        value={picked}
        onChange={setPicked}
        options={channels.map((channel) => ({
          value: channel,
          label: PAYMENT_CHANNEL_NAMES[channel],
        }))}
      />
      <div>
        <Button type="submit" disabled={!picked} loading={busy}>
          <FormattedMessage id="checkout.pay.chooseContinue" />
        </Button>
      </div>
    </form>
  );
}

/**
 * Payments go through the local simulator (the gateway says so: `test_mode`): no money moves,
 * and every payment page says it before anyone pays.
 */
export function TestModeBanner() {
  return (
    <Alert tone="warning" title={<FormattedMessage id="checkout.pay.testModeTitle" />}>
      <FormattedMessage id="checkout.pay.testMode" />
    </Alert>
  );
}

/**
 * Whether the screen is worked by touch (a phone or tablet): there an e-wallet's app link opens
 * the app. False on the server and before hydration, so both render the web link first.
 */
export function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(false);
  useEffect(() => {
    setCoarse(window.matchMedia?.('(pointer: coarse)').matches ?? false);
  }, []);
  return coarse;
}
