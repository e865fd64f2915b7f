import { describe, expect, it, vi } from 'vitest';
import { resetPassword, updateUserAttribute } from 'aws-amplify/auth';

vi.mock('aws-amplify/auth', () => ({
  resetPassword: vi.fn<typeof resetPassword>(),
  updateUserAttribute: vi.fn<typeof updateUserAttribute>(),
  confirmResetPassword: vi.fn<() => Promise<void>>(),
  updatePassword: vi.fn<() => Promise<void>>(),
}));
vi.mock('../../../src/services/identity-provider.ts', () => ({}));
vi.mock('../../../src/services/identity.ts', () => ({ identityProvider: async () => undefined }));

const { clearShouldResetPassword, requestPasswordReset } =
  await import('../../../src/services/identity-password.ts');

const details = {
  destination: 'j***@d***',
  deliveryMedium: 'EMAIL' as const,
  attributeName: 'email' as const,
};

/** Spec sections 3 and 4: code delivery details keep attributeName; an attribute update may need a code. */
describe('identity-password', () => {
  it('a reset code delivery keeps the attribute it went to', async () => {
    vi.mocked(resetPassword).mockResolvedValue({
      isPasswordReset: false,
      nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDeliveryDetails: details },
    });
    await expect(requestPasswordReset('joao@demo.com.br')).resolves.toEqual({
      step: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      delivery: { destination: 'j***@d***', medium: 'EMAIL', attributeName: 'email' },
    });
  });

  it('the flag update ends DONE, or says it waits for a code and where the code went', async () => {
    vi.mocked(updateUserAttribute).mockResolvedValueOnce({
      isUpdated: true,
      nextStep: { updateAttributeStep: 'DONE' },
    });
    await expect(clearShouldResetPassword()).resolves.toEqual({ step: 'DONE' });

    vi.mocked(updateUserAttribute).mockResolvedValueOnce({
      isUpdated: false,
      nextStep: { updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE', codeDeliveryDetails: details },
    });
    await expect(clearShouldResetPassword()).resolves.toEqual({
      step: 'CONFIRM_ATTRIBUTE_WITH_CODE',
      delivery: { destination: 'j***@d***', medium: 'EMAIL', attributeName: 'email' },
    });
  });
});
