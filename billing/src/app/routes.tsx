import { PageTitle } from '@pear/shared/ui';
import { RemoteFrame, type RemoteRoutesProps } from '@pear/shared/mf';
import { Route, Routes } from '@pear/shared/router';

/** Billing routes: plan choice and the post-payment page. */
export default function BillingRoutes(_props: RemoteRoutesProps) {
  return (
    <RemoteFrame remote="billing" buildId={__PEAR_BUILD_ID__}>
      <Routes>
        <Route path="payment" element={<PageTitle title="Choose your plan" />} />
        <Route path="payment-success" element={<PageTitle title="Payment" />} />
      </Routes>
    </RemoteFrame>
  );
}
