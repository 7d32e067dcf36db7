/**
 * PUT widgets /v1/widget/{code}/share?vendorId&fromName&personalMessage&toEmailAddress (account-area.md
 * section 7; the share payload of section 3: vendorId, SenderName, RecipientEmail, PersonalMessage optional).
 * The recipient's address goes base64 encoded (of its UTF-8 bytes); an empty message is not sent. 204: sent.
 */
import type { ChannelId } from '@/shared/channels';
import type { ApiClients } from '@/lib/api/clients';

export interface SharePayload {
  vendorId: ChannelId;
  senderName: string;
  recipientEmail: string;
  personalMessage?: string;
}

/** Base64 of the UTF-8 bytes of `text`. */
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export async function shareOnlineProduct({
  api,
  productCode,
  share,
}: {
  api: ApiClients;
  productCode: string;
  share: SharePayload;
}): Promise<void> {
  const message = share.personalMessage?.trim();
  await api.widgets.PUT('/v1/widget/{code}/share', {
    params: {
      path: { code: productCode },
      query: {
        vendorId: share.vendorId,
        fromName: share.senderName,
        toEmailAddress: base64Utf8(share.recipientEmail),
        ...(message ? { personalMessage: message } : {}),
      },
    },
  });
}
