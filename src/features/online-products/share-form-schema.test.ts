// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeEmailAddress } from '@mock/handlers/widgets';
import { base64Utf8 } from './api/share-online-product';
import { shareFormSchema } from './share-form-schema';

const valid = { senderName: 'Dana', recipientEmail: 'friend@example.com', personalMessage: '' };
const firstMessage = (values: typeof valid) => {
  const result = shareFormSchema.safeParse(values);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('the share form', () => {
  it('needs a name and a recipient, the message is optional', () => {
    expect(firstMessage(valid)).toBeUndefined();
    expect(firstMessage({ ...valid, senderName: '   ' })).toBe('onlineProducts.share.senderRequired');
    expect(firstMessage({ ...valid, recipientEmail: '' })).toBe('onlineProducts.share.recipientRequired');
  });

  it('rejects what is not an e-mail address, and names and messages over the limits', () => {
    expect(firstMessage({ ...valid, recipientEmail: 'friend@example' })).toBe(
      'onlineProducts.share.recipientInvalid',
    );
    expect(firstMessage({ ...valid, senderName: 'x'.repeat(101) })).toBe(
      'onlineProducts.share.senderTooLong',
    );
    expect(firstMessage({ ...valid, personalMessage: 'x'.repeat(1001) })).toBe(
      'onlineProducts.share.messageTooLong',
    );
  });

  it('accepts exactly the addresses the service accepts (base64 encoded as sent)', () => {
    const samples = [
      'friend@example.com',
      'a.b+c@sub.example.co.uk',
      'jörg@bücher.example',
      'friend@example',
      'friend example@example.com',
      '@example.com',
      'friend@@example.com',
      `${'x'.repeat(250)}@e.co`,
    ];
    for (const email of samples) {
      const app = shareFormSchema.safeParse({ ...valid, recipientEmail: email }).success;
      const service = decodeEmailAddress(base64Utf8(email)) !== undefined;
      expect(app, email).toBe(service);
    }
  });
});
