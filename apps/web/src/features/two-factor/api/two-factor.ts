import {
  twoFactorPaths,
  type RegenerateRecoveryCodesBody,
  type TotpDisableBody,
  type TwoFactorVerifyBody,
} from '@wealthlog/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { caller } from '../../../lib/api/endpoints';

const call = caller(twoFactorPaths);

/** The user's two-step sign-in, as Settings → Security shows it. */
export const twoFactorStatusKey = ['two-factor', 'status'] as const;

export function useTwoFactorStatus() {
  return useQuery({ queryKey: twoFactorStatusKey, queryFn: () => call('twoFactor.status') });
}

/** After a change: the section reads the status again. */
function useRefreshStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: twoFactorStatusKey });
}

/** Every mutation here shows its refusals under its fields: no toast (meta.silent). */
const silent = { silent: true };

export function useTotpSetup() {
  return useMutation({ mutationFn: () => call('twoFactor.totp.setup'), meta: silent });
}

export function useTotpEnable() {
  return useMutation({
    mutationFn: (code: string) => call('twoFactor.totp.enable', { body: { code } }),
    meta: silent,
  });
}

export function useTotpDisable() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (body: TotpDisableBody) => call('twoFactor.totp.disable', { body }),
    meta: silent,
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (body: RegenerateRecoveryCodesBody) =>
      call('twoFactor.recoveryCodes.regenerate', { body }),
    meta: silent,
    onSuccess: refresh,
  });
}

/** POST /api/auth/2fa/verify: the second step of a sign-in → the login answer. */
export function verifySecondStep(body: TwoFactorVerifyBody) {
  return call('twoFactor.verify', { body });
}
