import type { ComponentType } from 'react';
import { CarriedLiveForm, useCarriedFormShell, useShellFields } from '@/components/ui/carried-form-shell';
import { HoneypotField } from '@/components/ui/HoneypotField';
import { toast } from '@/components/ui/toast';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { ReferralInviteFields, referralInviteFormAttributes } from './referral-invite-fields';
import { referralToasts } from './referral-messages';

export type ReferralInviteFormLoader = () => Promise<ComponentType>;

// Evaluated as the chunk arrives, rendered in a later task: not one long task on a slow phone.
const loadForm: ReferralInviteFormLoader = () =>
  import('./ReferralInviteForm').then(async (module) => {
    await yieldToBrowser();
    return module.ReferralInviteForm;
  });

/**
 * What pages render: the referral invite's exact markup as a static shell, its code loaded when the visitor first
 * touches it (see ContactFormIsland). If the code cannot arrive, a visitor who pressed the button is told the
 * invitation was not sent, and keeps what they typed.
 */
export function ReferralInviteFormIsland() {
  return <ReferralInviteFormShell load={loadForm} />;
}

const inviteUnreachable = () => toast(referralToasts.failed);

/** The island with the form code's loader passed in (a test passes one that fails, as offline). */
export function ReferralInviteFormShell({ load }: { load: ReferralInviteFormLoader }) {
  const { live, shellProps } = useCarriedFormShell(load, inviteUnreachable);
  const shell = useShellFields();
  if (live) {
    return (
      <CarriedLiveForm live={live}>
        <live.code />
      </CarriedLiveForm>
    );
  }
  return (
    <form {...referralInviteFormAttributes} {...shellProps}>
      <HoneypotField />
      <ReferralInviteFields {...shell} />
    </form>
  );
}
