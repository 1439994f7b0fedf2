import { RemoteFrame, type RemoteRoutesProps } from '@pear/shared/mf';
import { Route, Routes } from '@pear/shared/router';

import { PaymentPage } from '../features/payment/payment-page';
import { PaymentSuccessPage } from '../features/payment-success/payment-success-page';

/** Billing routes: plan choice and the post-payment page. */
export default function BillingRoutes(_props: RemoteRoutesProps) {
  return (
    <RemoteFrame remote="billing" buildId={__PEAR_BUILD_ID__}>
      <Routes>
        <Route path="payment" element={<PaymentPage />} />
        <Route path="payment-success" element={<PaymentSuccessPage />} />
      </Routes>
    </RemoteFrame>
  );
}
