/**
 * Whether the import modal offers the QR-code tab (my-photos.md section 2): the PhotoManagementQrCodeUploadEnabled
 * flag is on, the user's variant of A/B test CRO-1304 is "variant 1", and the device is not mobile.
 *
 * "Mobile" (not shown in the documents) is decided by a media query: a viewport below the mobile breakpoint
 * (575 px, the preview's rule), or a touch-only device (primary pointer coarse and no hover: phones and tablets,
 * in either orientation). Scanning a code shown on a phone with a phone makes no sense; a touch laptop keeps it
 * (its primary pointer is fine). The A/B test is only asked when the other two hold and the customer's
 * cookie-consent decision allows marketing, the same rule as the overview's sample-test (ADR 056): without it the
 * customer is in the control experience (no QR tab) and nothing is asked of the ab-test service.
 */
import { useEffect } from 'react';
import { MOBILE_BREAKPOINT } from '@/lib/constants';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useFeatureFlag } from '@/lib/feature-flags/use-feature-flag';
import { reportAbTestDisplay, useConsent } from '@/lib/third-party/consent-state';
import { QR_UPLOAD_MBOX, QR_UPLOAD_VARIANT, useQrUploadTestVariant } from './api/get-qr-upload-test-variant';

export const MOBILE_DEVICE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px), (pointer: coarse) and (hover: none)`;

export type QrTabAvailability = 'pending' | 'shown' | 'hidden';

export function useQrTab(): QrTabAvailability {
  const flag = useFeatureFlag('PhotoManagementQrCodeUploadEnabled');
  const mobile = useMediaQuery(MOBILE_DEVICE_QUERY);
  const marketing = useConsent()?.marketing === true;
  const candidate = flag && !mobile && marketing;
  const variant = useQrUploadTestVariant({ enabled: candidate });
  const shownVariant = candidate ? variant.data : undefined;
  // The A/B tool is told which experience was shown, so the experiment can be measured (issue 23: it never was).
  useEffect(() => {
    if (shownVariant) reportAbTestDisplay({ mbox: QR_UPLOAD_MBOX, variant: shownVariant });
  }, [shownVariant]);
  if (!candidate) return 'hidden';
  if (variant.isPending) return 'pending';
  return variant.data === QR_UPLOAD_VARIANT ? 'shown' : 'hidden';
}
